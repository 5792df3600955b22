import type { AccessTier } from '@reelhouse/contracts/catalogue';

/** What a plan lets its member watch, and how. */
export interface PlanEntitlements {
  name: string;
  tiers: readonly AccessTier[];
  /** Tallest rendition the master playlist lists. */
  maxHeight: number;
  /** Devices that may stream at the same time. */
  streams: number;
  /** A-rated titles, for members who confirmed they are 18 or older. */
  includesAdult: boolean;
}

/** Where a member's (or, for `null`, a visitor's) plan comes from. */
export interface PlanSource {
  of(userId: number | null): Promise<PlanEntitlements>;
}
