import { z } from 'zod';
import { profileFields } from './session';

export const mobileField = z
  .string({ error: 'enter your mobile number' })
  .trim()
  .min(1, 'enter your mobile number')
  .max(32, 'a mobile number has at most 32 characters');

export const otpField = z
  .string({ error: 'enter the 6-digit code' })
  .trim()
  .regex(/^\d{6}$/, 'enter the 6-digit code');

/** The first sign-in step: the number to send a code to. */
export const codeRequestSchema = z.object({ mobile: mobileField });

/** The second step: the number and the code sent to it. */
export const codeSignInSchema = z.object({ mobile: mobileField, otp: otpField });

/**
 * NIST SP 800-63B: at least 8 characters, long passphrases welcome, no rules about character
 * classes. 128 keeps hashing time bounded.
 */
export const passwordField = z
  .string({ error: 'enter a password' })
  .min(8, 'use at least 8 characters')
  .max(128, 'use at most 128 characters');

const sameAsPassword = <T extends { password?: string | undefined; confirmPassword?: string | undefined }>(value: T) =>
  value.password === undefined || value.password === value.confirmPassword;
const mismatch = { message: 'the two passwords differ', path: ['confirmPassword'] };

/** `/register`: the profile, the mobile number proven by its code, and optionally a password. */
export const registrationSchema = z
  .object({
    username: profileFields.username,
    firstName: profileFields.firstName,
    lastName: profileFields.lastName,
    email: profileFields.email,
    dateOfBirth: profileFields.dateOfBirth,
    mobile: mobileField,
    otp: otpField,
    password: passwordField.optional(),
    confirmPassword: z.string().max(128).optional(),
    acceptTerms: z.literal(true, { error: 'accept the terms and conditions to sign up' }),
  })
  .refine(sameAsPassword, mismatch);
export type Registration = z.infer<typeof registrationSchema>;

/** The second sign-in tab: username or e-mail, and the password. */
export const passwordSignInSchema = z.object({
  login: z.string({ error: 'enter your username or e-mail' }).trim().min(1, 'enter your username or e-mail').max(254),
  password: z.string({ error: 'enter your password' }).min(1, 'enter your password').max(128),
});
export type PasswordSignIn = z.infer<typeof passwordSignInSchema>;

/** `/lost-password`: a code sent to the registered mobile number, and the new password. */
export const passwordResetSchema = z
  .object({ mobile: mobileField, otp: otpField, password: passwordField, confirmPassword: z.string().max(128) })
  .refine(sameAsPassword, mismatch);
export type PasswordReset = z.infer<typeof passwordResetSchema>;

/** Account details: the current password (when there is one) and the new one twice. */
export const passwordChangeSchema = z
  .object({
    currentPassword: z.string().max(128).optional(),
    password: passwordField,
    confirmPassword: z.string().max(128),
  })
  .refine(sameAsPassword, mismatch);
export type PasswordChange = z.infer<typeof passwordChangeSchema>;
