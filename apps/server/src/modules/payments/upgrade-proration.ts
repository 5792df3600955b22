/** A period the member holds now: when it runs and what it was worth when bought, in paise without GST. */
export interface HeldPeriod {
  startsAt: Date;
  endsAt: Date;
  valuePaise: number;
}

/** The plan upgraded to: its fee per period without GST, and how many months a period lasts. */
export interface UpgradeTarget {
  pricePaise: number;
  billingMonths: number;
}

/** What an upgrade costs, in paise without GST. */
export interface UpgradeProration {
  /** What the held periods' unused time is worth. */
  creditPaise: number;
  /** What the better plan costs from now until `until`. */
  costPaise: number;
  /** What the member pays: the cost less the credit, at least the gateway's smallest payment. */
  feePaise: number;
  /** The upgraded plan runs until the held periods would have ended. */
  until: Date;
}

/** PhonePe takes no payment under ₹1: an upgrade worth less costs that. */
export const MIN_UPGRADE_FEE_PAISE = 100;

/** The length of a plan's period starting at `from`: calendar months, as the ledger counts them. */
function periodLengthMs(from: Date, months: number): number {
  const end = new Date(from);
  end.setUTCMonth(end.getUTCMonth() + months);
  return end.getTime() - from.getTime();
}

/**
 * Upgrading now until the member's held periods end: the better plan's time is priced at its own
 * rate (its fee over the length of one of its periods), less what is left of the held periods at
 * the rate they were bought (their value over their length). Money is rounded once, at the end,
 * to the paisa.
 */
export function prorateUpgrade(now: Date, held: readonly HeldPeriod[], target: UpgradeTarget): UpgradeProration {
  const until = new Date(Math.max(now.getTime(), ...held.map((period) => period.endsAt.getTime())));
  let credit = 0;
  for (const { startsAt, endsAt, valuePaise } of held) {
    const length = endsAt.getTime() - startsAt.getTime();
    const unused = endsAt.getTime() - Math.max(startsAt.getTime(), now.getTime());
    if (length > 0 && unused > 0) credit += (valuePaise * unused) / length;
  }
  const cost = (target.pricePaise * (until.getTime() - now.getTime())) / periodLengthMs(now, target.billingMonths);
  return {
    creditPaise: Math.round(credit),
    costPaise: Math.round(cost),
    feePaise: Math.max(MIN_UPGRADE_FEE_PAISE, Math.round(cost - credit)),
    until,
  };
}
