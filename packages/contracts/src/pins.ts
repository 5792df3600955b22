import { z } from 'zod';

/** A 4-digit PIN: the parental PIN and profile locks. */
export const pinField = z.string({ error: 'enter 4 digits' }).regex(/^\d{4}$/, 'enter 4 digits');

/** A sign-in code sent by SMS, which also stands in for a forgotten PIN. */
export const otpField = z.string().regex(/^\d{6}$/, 'enter the 6-digit code');
