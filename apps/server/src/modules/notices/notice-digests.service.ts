import type { Db } from '@reelhouse/db/database';
import type { Mail } from '../../integrations/mail/mail.module';
import { AppError } from '../../platform/errors/app-error';
import { hiddenRatings } from '../../platform/auth/viewer';
import type { TextSigner } from '../../platform/text-signer';
import { digestMail, type DigestSection } from './notice-digest-mails';
import { NoticesRepository, type DigestProfile } from './notices.repository';

/** Accounts handled per run; the rest are due on the next (an hour later). */
const DIGESTS_PER_RUN = 200;

export interface DigestSite {
  service: string;
  origin: string;
  timeZone: string;
}

/**
 * The weekly e-mail of each profile's notices, for accounts that asked for it. A repeated task
 * finds the accounts due; each one's mail goes to the mail queue in the same transaction that
 * marks it sent, so nobody gets it twice, and a week with nothing new sends nothing (but still
 * counts as their week). Every mail carries a signed one-click unsubscribe address.
 */
export class NoticeDigests {
  constructor(
    private readonly deps: { db: Db; mail: Pick<Mail, 'sendWithin'>; signer: TextSigner; site: DigestSite },
  ) {}

  /** Sends the digests that are due; answers how many mails went to the queue. */
  async sendDue(): Promise<number> {
    const repository = new NoticesRepository(this.deps.db);
    let sent = 0;
    for (const due of await repository.dueDigests(DIGESTS_PER_RUN)) {
      const sections: DigestSection[] = [];
      for (const profile of await repository.digestProfiles(due.userId)) {
        const notices = (
          await repository.list(profile.id, due.language, { hiddenRatings: ratingsHiddenFrom(profile) })
        ).filter((notice) => Date.parse(notice.at) > due.sinceMs);
        if (notices.length > 0) sections.push({ profileName: profile.name, notices });
      }
      await this.deps.db.transaction(async (tx) => {
        if (sections.length > 0) {
          const mail = digestMail(due.email, due.language, this.deps.site, sections, this.oneClickUrl(due.userId));
          await this.deps.mail.sendWithin(tx, [mail]);
        }
        await new NoticesRepository(tx).markDigestSent(due.userId);
      });
      if (sections.length > 0) sent += 1;
    }
    return sent;
  }

  /** The List-Unsubscribe address of an account's digest (RFC 8058: mail clients POST to it). */
  oneClickUrl(userId: number): string {
    const query = new URLSearchParams({ user: String(userId), token: this.deps.signer.sign(unsubscribeText(userId)) });
    return `${this.deps.site.origin}/api/notices/digest/one-click-unsubscribe?${query}`;
  }

  async unsubscribe(userId: number, token: string): Promise<void> {
    if (!this.deps.signer.verify(unsubscribeText(userId), token))
      throw new AppError('forbidden', 'This unsubscribe link is not valid.');
    await new NoticesRepository(this.deps.db).stopDigest(userId);
  }
}

const unsubscribeText = (userId: number) => `notice-digest-unsubscribe:${userId}`;

/**
 * What a profile may not see when nobody is there to unlock anything: its own limit, the account's
 * age gate, and a parental PIN counted as locked.
 */
function ratingsHiddenFrom(profile: DigestProfile) {
  return hiddenRatings({
    userId: null,
    adultConfirmed: profile.adultConfirmed,
    parentalLocked: profile.pinSet,
    profileLimit: profile.maturityLimit,
  });
}
