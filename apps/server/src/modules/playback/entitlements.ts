import type { AccessTier } from '@reelhouse/contracts/catalogue';

/** What a plan lets its member watch, and how. */
export interface PlanEntitlements {
  name: string;
  tiers: readonly AccessTier[];
  /** Tallest rendition the master playlist lists. */
  maxHeight: number;
  /** Devices that may stream at the same time. */
  streams: number;
}

/** Where a member's (or, for `null`, a visitor's) plan comes from. */
export interface PlanSource {
  of(userId: number | null): Promise<PlanEntitlements>;
}

/** Free: free-tier titles in standard definition on one device. */
export const freePlan: PlanEntitlements = { name: 'Free', tiers: ['free'], maxHeight: 540, streams: 1 };

/** Until the subscriptions issue brings paid plans, every member and visitor has the Free plan. */
export const everyoneOnFree: PlanSource = { of: () => Promise.resolve(freePlan) };
