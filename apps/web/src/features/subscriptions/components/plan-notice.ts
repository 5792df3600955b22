import type { SubscriptionStatus } from '@reelhouse/contracts/payments';

/** A plan ending within this many days gets a renewal reminder; one ended this recently, a notice. */
const REMIND_DAYS = 7;
const NOTICE_DAYS = 30;
const DAY_MS = 86_400_000;

/**
 * What My Account should say about the member's plan beside its name: renew soon (only to members
 * whose plan does not renew by itself through Autopay), or it has ended.
 */
export function planNotice(subscription: SubscriptionStatus, now: number): 'renew' | 'ended' | null {
  const { active, endsAt, endedAt, autoRenew } = subscription;
  if (active) return !autoRenew && endsAt !== null && Date.parse(endsAt) - now <= REMIND_DAYS * DAY_MS ? 'renew' : null;
  return endedAt !== null && now - Date.parse(endedAt) < NOTICE_DAYS * DAY_MS ? 'ended' : null;
}
