import { z } from 'zod';

/** Where a UPI Autopay mandate stands (PhonePe's subscription states, and ours before approval). */
export const mandateStates = ['pending', 'active', 'paused', 'revoked', 'cancelled', 'expired', 'failed'] as const;
export const mandateStateSchema = z.enum(mandateStates);
export type MandateState = z.infer<typeof mandateStateSchema>;

/**
 * What a plan payment is for: a one-time purchase of a period, a purchase that also sets up the
 * Autopay mandate, a renewal debited through the mandate, or the prorated difference of an upgrade.
 */
export const paymentPurposes = ['purchase', 'autopay_setup', 'renewal', 'upgrade'] as const;
export type PaymentPurpose = (typeof paymentPurposes)[number];

/**
 * One attempt at renewing a period through the mandate: announced (the pre-debit notice), refused
 * by the gateway, being debited, paid, failed, dropped (cancelled before its debit), or flagged
 * (the gateway reported a debit unlike the one asked for: held for an operator, never retried).
 */
export const renewalStates = ['notified', 'refused', 'debiting', 'succeeded', 'failed', 'dropped', 'flagged'] as const;
export type RenewalState = (typeof renewalStates)[number];
