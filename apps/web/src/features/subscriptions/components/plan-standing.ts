import type { SubscriptionStatus } from '@reelhouse/contracts/payments';

/**
 * Where a plan on sale stands for the viewer: the plan they hold now, a better one (it starts at
 * once), one below theirs (it starts when theirs ends), or simply one to choose.
 */
export type PlanStanding = 'current' | 'upgrade' | 'later' | 'choose';

/** `codes` are the plans on sale in the operator's order, cheapest first. */
export function planStanding(
  codes: readonly string[],
  subscription: SubscriptionStatus | undefined,
  code: string,
): PlanStanding {
  const held = subscription?.active ? subscription.plan?.code : undefined;
  if (!held) return 'choose';
  if (code === held) return 'current';
  // A plan no longer on sale ranks below every plan that is.
  return codes.indexOf(code) > codes.indexOf(held) ? 'upgrade' : 'later';
}
