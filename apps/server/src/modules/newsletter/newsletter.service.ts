import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@reelhouse/contracts/locales';
import type { NewsletterConfirmation, NewsletterSignUp, NewsletterUnsubscribe } from '@reelhouse/contracts/newsletter';
import { AppError } from '../../platform/errors/app-error';
import type { Mail } from '../../integrations/mail/mail.module';
import type { Limit, RateLimiter } from '../../platform/limits/rate-limiter';
import { CONFIRMATION_DAYS, type NewsletterLinks } from './newsletter-links';
import { confirmationMail, welcomeMail } from './newsletter-mails';
import type { NewsletterRepository, SubscriberRow } from './newsletter.repository';

/** Sign-ups from one address: enough for a household, too few for a robot. */
const perIp: Limit = { max: 5, windowMs: 60 * 60_000 };
/** Confirmation mails to one mailbox: nobody's inbox is filled by someone else's form. */
const perMailbox: Limit = { max: 3, windowMs: 24 * 60 * 60_000 };

const invalidLink = () =>
  new AppError('forbidden', 'This link is not valid or has expired. Sign up again to get a new one.');

export interface SignUpContext {
  ip: string;
  language: Language;
  /** Where links in mails point: the site's public origin. */
  origin: string;
}

/** The newsletter with double opt-in: sign-up, confirmation by a mailed link, and leaving from any mail. */
export class Newsletter {
  constructor(
    private readonly deps: {
      repository: NewsletterRepository;
      limiter: RateLimiter;
      mail: Pick<Mail, 'send'>;
      links: NewsletterLinks;
      serviceName: string;
      log: FastifyBaseLogger;
    },
  ) {}

  /** Answers alike whatever the address's state, so the form reveals nobody's subscription. */
  async signUp(input: NewsletterSignUp, context: SignUpContext): Promise<void> {
    const { repository, limiter, mail, links, serviceName, log } = this.deps;
    const verdict = await limiter.consume(`newsletter:ip:${context.ip}`, perIp);
    if (!verdict.allowed) {
      throw new AppError('rate_limited', 'You have signed up several times already. Please try again later.', {
        headers: { 'retry-after': String(Math.ceil(verdict.retryAfterMs / 1000)) },
      });
    }
    if (input.website) {
      log.info({ ip: context.ip }, 'newsletter sign-up dropped: the hidden field was filled');
      return;
    }
    const subscriber = await repository.signUp(input.email, context.language, input.source ?? 'shop');
    if (subscriber.status === 'confirmed') return;
    const mailbox = await limiter.consume(`newsletter:mailbox:${subscriber.email.toLowerCase()}`, perMailbox);
    if (!mailbox.allowed) {
      log.info({ subscriber: subscriber.id }, 'newsletter confirmation not sent again: this mailbox had enough today');
      return;
    }
    const expires = Math.floor(Date.now() / 1000) + CONFIRMATION_DAYS * 86_400;
    await mail.send(
      confirmationMail(
        subscriber.email,
        context.language,
        serviceName,
        links.confirmUrl(context.origin, subscriber.id, expires),
        CONFIRMATION_DAYS,
        this.leaveLinks(context.origin, subscriber),
      ),
    );
  }

  async confirm({ id, expires, token }: NewsletterConfirmation, origin: string) {
    if (!this.deps.links.confirmationValid(id, expires, token)) throw invalidLink();
    const subscriber = await this.subscriber(id);
    // Following the link twice, or after the welcome, sends nothing more.
    if (await this.deps.repository.confirm(id)) {
      await this.deps.mail.send(
        welcomeMail(subscriber.email, subscriber.language, this.deps.serviceName, this.leaveLinks(origin, subscriber)),
      );
    }
    return { status: 'confirmed' as const };
  }

  async unsubscribe({ id, token }: NewsletterUnsubscribe) {
    if (!this.deps.links.unsubscribeValid(id, token)) throw invalidLink();
    await this.subscriber(id);
    await this.deps.repository.unsubscribe(id);
    return { status: 'unsubscribed' as const };
  }

  private async subscriber(id: number): Promise<SubscriberRow> {
    const subscriber = await this.deps.repository.byId(id);
    // A signed link to a row that is gone: the address was erased on request.
    if (!subscriber) throw new AppError('not_found', 'This address is no longer on the list.');
    return subscriber;
  }

  private leaveLinks(origin: string, { id }: SubscriberRow) {
    return {
      unsubscribePage: this.deps.links.unsubscribePageUrl(origin, id),
      oneClick: this.deps.links.oneClickUrl(origin, id),
    };
  }
}
