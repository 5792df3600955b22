import { eq, sql, type SQL } from 'drizzle-orm';
import type { Language } from '@reelhouse/contracts/locales';
import type {
  AdminSubscriber,
  NewsletterIssue,
  NewsletterIssueInput,
  SubscriberListQuery,
  SubscriberPage,
} from '@reelhouse/contracts/newsletter-admin';
import { rows, type Db } from '@reelhouse/db/database';
import { newsletterIssues } from '@reelhouse/db/schema/newsletter';
import { containsPattern, isoTime } from '../../platform/sql';

/** One batch's recipients: who, in which language. */
export interface Recipient {
  subscriberId: number;
  email: string;
  language: Language;
}

const issueColumns = sql`i.id, i.texts, i.status, ${isoTime('i.created_at')} as "createdAt",
  ${isoTime('i.started_at')} as "startedAt", ${isoTime('i.finished_at')} as "finishedAt",
  (select count(*)::int from newsletter_deliveries d where d.issue_id = i.id) as recipients,
  (select count(*)::int from newsletter_deliveries d where d.issue_id = i.id and d.state = 'queued') as queued,
  (select count(*)::int from newsletter_deliveries d where d.issue_id = i.id and d.state = 'skipped') as skipped`;

/** The console's newsletter: subscribers, issues, and the deliveries that send each issue once per address. */
export class NewsletterAdminRepository {
  constructor(private readonly db: Db) {}

  async subscribers(query: SubscriberListQuery): Promise<SubscriberPage> {
    const filters: SQL[] = [sql`true`];
    if (query.q) filters.push(sql`lower(s.email) like ${containsPattern(query.q)}`);
    if (query.status) filters.push(sql`s.status = ${query.status}`);
    const where = sql.join(filters, sql` and `);
    const items = await rows<AdminSubscriber>(
      this.db,
      sql`select s.id, s.email, s.language, s.status, s.source, ${isoTime('s.created_at')} as "createdAt",
                 ${isoTime('s.confirmed_at')} as "confirmedAt", ${isoTime('s.unsubscribed_at')} as "unsubscribedAt"
            from newsletter_subscribers s where ${where}
           order by s.created_at desc, s.id desc
           limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
    );
    const [counted] = await rows<{ total: number } & SubscriberPage['counts']>(
      this.db,
      sql`select (select count(*)::int from newsletter_subscribers s where ${where}) as total,
                 count(*) filter (where status = 'pending')::int as pending,
                 count(*) filter (where status = 'confirmed')::int as confirmed,
                 count(*) filter (where status = 'unsubscribed')::int as unsubscribed
            from newsletter_subscribers`,
    );
    const { total = 0, ...counts } = counted ?? { pending: 0, confirmed: 0, unsubscribed: 0 };
    return { items, page: query.page, pageSize: query.pageSize, total, counts };
  }

  /** Confirmed addresses, oldest first, for the CSV export. */
  confirmed(): Promise<{ email: string; language: string; confirmedAt: string }[]> {
    return rows(
      this.db,
      sql`select email, language, ${isoTime('confirmed_at')} as "confirmedAt"
            from newsletter_subscribers where status = 'confirmed' order by confirmed_at, id`,
    );
  }

  issues(): Promise<NewsletterIssue[]> {
    return rows(this.db, sql`select ${issueColumns} from newsletter_issues i order by i.id desc`);
  }

  async issue(id: number, lock = false): Promise<NewsletterIssue | null> {
    const [row] = await rows<NewsletterIssue>(
      this.db,
      sql`select ${issueColumns} from newsletter_issues i where i.id = ${id} ${lock ? sql`for update of i` : sql``}`,
    );
    return row ?? null;
  }

  async create(input: NewsletterIssueInput): Promise<number> {
    const [row] = await this.db
      .insert(newsletterIssues)
      .values({ texts: input.texts })
      .returning({ id: newsletterIssues.id });
    if (!row) throw new Error('newsletter issue not created');
    return row.id;
  }

  async update(id: number, input: NewsletterIssueInput): Promise<void> {
    await this.db
      .update(newsletterIssues)
      .set({ texts: input.texts, updatedAt: new Date() })
      .where(eq(newsletterIssues.id, id));
  }

  /** Fixes who the issue goes to: every confirmed address now, each once. Answers how many. */
  async startSending(id: number): Promise<number> {
    await this.db
      .update(newsletterIssues)
      .set({ status: 'sending', startedAt: new Date() })
      .where(eq(newsletterIssues.id, id));
    const added = await rows<{ n: number }>(
      this.db,
      sql`with added as (
            insert into newsletter_deliveries (issue_id, subscriber_id)
            select ${id}, s.id from newsletter_subscribers s where s.status = 'confirmed'
            on conflict do nothing returning 1)
          select count(*)::int as n from added`,
    );
    return added[0]?.n ?? 0;
  }

  /**
   * The next batch of the issue's waiting recipients, locked for this transaction (another worker
   * skips them); those who left the list meanwhile are marked skipped instead.
   */
  async nextBatch(issueId: number, size: number): Promise<Recipient[]> {
    await this.db.execute(
      sql`update newsletter_deliveries d set state = 'skipped'
            from newsletter_subscribers s
           where d.issue_id = ${issueId} and d.state = 'waiting' and s.id = d.subscriber_id and s.status <> 'confirmed'`,
    );
    return rows<Recipient>(
      this.db,
      sql`select d.subscriber_id as "subscriberId", s.email, s.language
            from newsletter_deliveries d join newsletter_subscribers s on s.id = d.subscriber_id
           where d.issue_id = ${issueId} and d.state = 'waiting'
           order by d.subscriber_id limit ${size}
             for update of d skip locked`,
    );
  }

  async markQueued(issueId: number, subscriberIds: number[]): Promise<void> {
    if (subscriberIds.length === 0) return;
    await this.db.execute(
      sql`update newsletter_deliveries set state = 'queued', queued_at = now()
           where issue_id = ${issueId} and subscriber_id in ${sql`(${sql.join(
             subscriberIds.map((subscriberId) => sql`${subscriberId}`),
             sql`, `,
           )})`}`,
    );
  }

  /** Marks the issue sent once nothing waits; answers whether it was. */
  async finishIfDone(issueId: number): Promise<boolean> {
    const done = await rows<{ id: number }>(
      this.db,
      sql`update newsletter_issues set status = 'sent', finished_at = now()
           where id = ${issueId} and status = 'sending'
             and not exists (select 1 from newsletter_deliveries d where d.issue_id = ${issueId} and d.state = 'waiting')
          returning id`,
    );
    return done.length > 0;
  }
}
