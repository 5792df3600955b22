import type { FastifyBaseLogger } from 'fastify';
import type { EnquiryInput } from '@reelhouse/contracts/enquiries';
import type { Language } from '@reelhouse/contracts/locales';
import { AppError } from '../../platform/errors/app-error';
import type { Mail } from '../../integrations/mail/mail.module';
import type { Limit, RateLimiter } from '../../platform/limits/rate-limiter';
import { confirmationMail, operatorMail } from './enquiry-mails';
import type { EnquiriesRepository } from './enquiries.repository';

/** Enough for a person who writes again; too few for a robot. */
const perIp: Limit = { max: 5, windowMs: 60 * 60_000 };

export interface EnquirySender {
  ip: string;
  userId: number | null;
  language: Language;
}

/** Contact-form messages: kept, passed on to the operator and confirmed to the sender by mail. */
export class Enquiries {
  constructor(
    private readonly deps: {
      repository: EnquiriesRepository;
      limiter: RateLimiter;
      mail: Pick<Mail, 'send'>;
      operator: string;
      serviceName: string;
      log: FastifyBaseLogger;
    },
  ) {}

  async receive(input: EnquiryInput, sender: EnquirySender): Promise<void> {
    const { repository, limiter, mail, operator, serviceName, log } = this.deps;
    const verdict = await limiter.consume(`enquiry:ip:${sender.ip}`, perIp);
    if (!verdict.allowed) {
      throw new AppError('rate_limited', 'You have sent several messages already. Please try again later.', {
        headers: { 'retry-after': String(Math.ceil(verdict.retryAfterMs / 1000)) },
      });
    }
    // The hidden field is filled only by robots: they get the same answer and nothing is kept or sent.
    if (input.website) {
      log.info({ ip: sender.ip }, 'enquiry dropped: the hidden field was filled');
      return;
    }
    const id = await repository.insert({
      name: input.name,
      email: input.email,
      message: input.message,
      language: sender.language,
      userId: sender.userId,
      ip: sender.ip,
    });
    await mail.send(operatorMail({ ...input, id, language: sender.language }, operator, serviceName));
    await mail.send(confirmationMail(input, sender.language, serviceName));
  }
}
