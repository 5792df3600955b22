import type { FastifyBaseLogger } from 'fastify';
import {
  GRIEVANCE_RESOLVE_DAYS,
  type AdminGrievance,
  type GrievanceInput,
  type GrievanceReceipt,
} from '@reelhouse/contracts/grievances';
import type { Language } from '@reelhouse/contracts/locales';
import type { Db } from '@reelhouse/db/database';
import type { Mail } from '../../integrations/mail/mail.module';
import { AppError, fieldError } from '../../platform/errors/app-error';
import type { Limit, RateLimiter } from '../../platform/limits/rate-limiter';
import { OperatorAudit } from '../../platform/operator-audit';
import { acknowledgementMails, resolutionMail, type MailContext } from './grievance-mails';
import { GrievancesRepository } from './grievances.repository';

/** Enough for a person with several complaints; too few for a robot. */
const perIp: Limit = { max: 5, windowMs: 60 * 60_000 };
const DAY_MS = 86_400_000;

/**
 * Grievance redressal: a complaint is kept and acknowledged by mail at once (its reference and
 * the day it will be resolved by), the officer gets a copy, and the officer's answer resolves it.
 * Each write and its mails are one transaction.
 */
export class Grievances {
  constructor(
    private readonly deps: {
      db: Db;
      mail: Pick<Mail, 'sendWithin'>;
      limiter: RateLimiter;
      log: FastifyBaseLogger;
      context: MailContext;
    },
  ) {}

  async file(
    input: GrievanceInput,
    from: { ip: string; userId: number | null; language: Language },
  ): Promise<GrievanceReceipt> {
    const { db, mail, limiter, log, context } = this.deps;
    const verdict = await limiter.consume(`grievance:ip:${from.ip}`, perIp);
    if (!verdict.allowed) {
      throw new AppError('rate_limited', 'You have filed several complaints already. Please try again later.', {
        headers: { 'retry-after': String(Math.ceil(verdict.retryAfterMs / 1000)) },
      });
    }
    // The hidden field is filled only by robots: nothing is kept or sent. A complaint gets a real
    // reference, so the robot is told no rather than given one that does not exist.
    if (input.website) {
      log.info({ ip: from.ip }, 'grievance refused: the hidden field was filled');
      throw fieldError('validation_failed', 'website', 'Leave this field empty.');
    }
    return db.transaction(async (tx) => {
      const filed = await new GrievancesRepository(tx).file({
        name: input.name,
        email: input.email,
        category: input.category,
        title: input.title || null,
        description: input.description,
        language: from.language,
        userId: from.userId,
        ip: from.ip,
      });
      const resolveBy = new Date(filed.createdAt.getTime() + GRIEVANCE_RESOLVE_DAYS * DAY_MS);
      await mail.sendWithin(
        tx,
        acknowledgementMails(
          {
            ...input,
            title: input.title || null,
            reference: filed.reference,
            language: from.language,
            resolveBy,
          },
          context,
        ),
      );
      return { reference: filed.reference, resolveBy: resolveBy.toISOString() };
    });
  }

  async one(id: number): Promise<AdminGrievance> {
    const found = await new GrievancesRepository(this.deps.db).one(id);
    if (!found) throw new AppError('not_found', 'There is no such complaint.');
    return found;
  }

  /** The officer's answer: mailed to the complainant in their language, kept, and the complaint resolved. */
  async resolve(actorId: number, id: number, reply: string): Promise<AdminGrievance> {
    const { db, mail, context } = this.deps;
    await db.transaction(async (tx) => {
      const books = new GrievancesRepository(tx);
      const complaint = await books.lock(id);
      if (!complaint) throw new AppError('not_found', 'There is no such complaint.');
      if (complaint.status === 'resolved') throw new AppError('conflict', 'This complaint is resolved already.');
      await books.resolve(id, actorId, reply);
      await mail.sendWithin(tx, [
        resolutionMail({ ...complaint, language: complaint.language as Language }, reply, context),
      ]);
      await new OperatorAudit(tx).record(actorId, {
        action: 'grievance.resolve',
        subject: `grievance:${id}`,
        details: { reference: complaint.reference },
      });
    });
    return this.one(id);
  }
}
