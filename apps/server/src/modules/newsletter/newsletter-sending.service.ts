import type { NewsletterIssue, NewsletterIssueInput, SubscriberListQuery } from '@reelhouse/contracts/newsletter-admin';
import type { Db } from '@reelhouse/db/database';
import { z } from 'zod';
import type { Mail } from '../../integrations/mail/mail.module';
import { AppError } from '../../platform/errors/app-error';
import type { JobKind } from '../../platform/jobs/job-kind';
import { OperatorAudit } from '../../platform/operator-audit';
import type { NewsletterLinks } from './newsletter-links';
import { issueMail } from './newsletter-mails';
import { NewsletterAdminRepository } from './newsletter-admin.repository';

/** Mails handed to the mail queue per transaction: small enough to keep each one short. */
export const NEWSLETTER_BATCH = 100;

const noSuchIssue = () => new AppError('not_found', 'There is no such newsletter.');

/**
 * Writing and sending newsletters. Sending fixes the recipients (every confirmed address, once
 * each), then a job hands their mails to the mail queue batch by batch, each batch and its
 * "queued" marks in one transaction: a restart resumes where it stopped, and nobody gets it twice.
 */
export class NewsletterSending {
  private readonly job: JobKind<z.ZodObject<{ issueId: z.ZodNumber }>>;

  constructor(
    private readonly deps: { db: Db; mail: Pick<Mail, 'queue' | 'sendWithin'>; links: NewsletterLinks; origin: string },
  ) {
    this.job = {
      name: 'newsletter.issue',
      payload: z.object({ issueId: z.number().int() }),
      key: ({ issueId }) => String(issueId),
      maxAttempts: 10,
      run: async ({ issueId }, context) => {
        const total = (await this.issue(issueId)).recipients;
        let done = 0;
        for (let sent = await this.sendBatch(issueId); sent > 0; sent = await this.sendBatch(issueId)) {
          done += sent;
          await context.progress(total === 0 ? 100 : Math.min(100, Math.round((done / total) * 100)));
        }
        await new NewsletterAdminRepository(this.deps.db).finishIfDone(issueId);
      },
    };
    deps.mail.queue.define(this.job);
  }

  subscribers(query: SubscriberListQuery) {
    return new NewsletterAdminRepository(this.deps.db).subscribers(query);
  }

  /** Confirmed addresses as CSV (RFC 4180), with their language and when they confirmed. */
  async confirmedCsv(): Promise<string> {
    const quote = (value: string) => `"${value.replaceAll('"', '""')}"`;
    const lines = (await new NewsletterAdminRepository(this.deps.db).confirmed()).map((row) =>
      [row.email, row.language, row.confirmedAt].map(quote).join(','),
    );
    return ['email,language,confirmed_at', ...lines].join('\r\n') + '\r\n';
  }

  issues() {
    return new NewsletterAdminRepository(this.deps.db).issues();
  }

  async issue(id: number): Promise<NewsletterIssue> {
    const issue = await new NewsletterAdminRepository(this.deps.db).issue(id);
    if (!issue) throw noSuchIssue();
    return issue;
  }

  async create(actorId: number, input: NewsletterIssueInput): Promise<NewsletterIssue> {
    const id = await this.deps.db.transaction(async (tx) => {
      const created = await new NewsletterAdminRepository(tx).create(input);
      await new OperatorAudit(tx).record(actorId, {
        action: 'newsletter.create',
        subject: `newsletter:${created}`,
        details: { subject: input.texts.en?.subject, languages: Object.keys(input.texts) },
      });
      return created;
    });
    return this.issue(id);
  }

  /** A draft's new texts; a newsletter already sent (or sending) stays as it went out. */
  async update(actorId: number, id: number, input: NewsletterIssueInput): Promise<NewsletterIssue> {
    await this.deps.db.transaction(async (tx) => {
      const issues = new NewsletterAdminRepository(tx);
      const issue = await issues.issue(id, true);
      if (!issue) throw noSuchIssue();
      if (issue.status !== 'draft') throw new AppError('conflict', 'This newsletter has been sent: it cannot change.');
      await issues.update(id, input);
      await new OperatorAudit(tx).record(actorId, {
        action: 'newsletter.update',
        subject: `newsletter:${id}`,
        details: { subject: input.texts.en?.subject, languages: Object.keys(input.texts) },
      });
    });
    return this.issue(id);
  }

  /** Sends a draft to every confirmed address; sending it again is refused. */
  async send(actorId: number, id: number): Promise<NewsletterIssue> {
    await this.deps.db.transaction(async (tx) => {
      const issues = new NewsletterAdminRepository(tx);
      const issue = await issues.issue(id, true);
      if (!issue) throw noSuchIssue();
      if (issue.status !== 'draft') throw new AppError('conflict', 'This newsletter has been sent already.');
      const recipients = await issues.startSending(id);
      if (recipients === 0)
        throw new AppError('conflict', 'Nobody has confirmed a subscription yet: there is nobody to send to.');
      await this.deps.mail.queue.enqueueMany(this.job, [{ issueId: id }], { db: tx });
      await new OperatorAudit(tx).record(actorId, {
        action: 'newsletter.send',
        subject: `newsletter:${id}`,
        details: { recipients },
      });
    });
    return this.issue(id);
  }

  /** Hands one batch's mails to the mail queue and marks them queued, together; answers how many. */
  private async sendBatch(issueId: number): Promise<number> {
    return this.deps.db.transaction(async (tx) => {
      const issues = new NewsletterAdminRepository(tx);
      const issue = await issues.issue(issueId);
      if (!issue) return 0;
      const batch = await issues.nextBatch(issueId, NEWSLETTER_BATCH);
      const english = issue.texts.en;
      if (batch.length === 0 || !english) return 0;
      const { links, origin } = this.deps;
      const mails = batch.map((recipient) =>
        issueMail(recipient.email, recipient.language, issue.texts[recipient.language] ?? english, {
          unsubscribePage: links.unsubscribePageUrl(origin, recipient.subscriberId),
          oneClick: links.oneClickUrl(origin, recipient.subscriberId),
        }),
      );
      await this.deps.mail.sendWithin(tx, mails);
      await issues.markQueued(
        issueId,
        batch.map((recipient) => recipient.subscriberId),
      );
      return batch.length;
    });
  }
}
