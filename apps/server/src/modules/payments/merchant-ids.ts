import { randomBytes } from 'node:crypto';

/** Our merchant transaction ids: RH, the time in base 36 and 12 random hex digits (≤ 35 characters). */
export const newMerchantTransactionId = (prefix = 'RH') =>
  `${prefix}${Date.now().toString(36).toUpperCase()}${randomBytes(6).toString('hex').toUpperCase()}`;
