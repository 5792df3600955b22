import { z } from 'zod';
import { otpField, pinField } from './pins';
import { viewerProfileSchema } from './profiles';

/** `off` without a parental PIN; `locked` (A and U/A 16+ hidden) until the PIN is entered on this device. */
export const parentalLockSchema = z.enum(['off', 'locked', 'unlocked']);
export type ParentalLock = z.infer<typeof parentalLockSchema>;

/**
 * What an account may do: every member watches and buys; an editor also runs the catalogue, media
 * and blog in the operator console; an admin runs everything, money and members included.
 */
export const userRoles = ['member', 'editor', 'admin'] as const;
export const userRoleSchema = z.enum(userRoles);
export type UserRole = z.infer<typeof userRoleSchema>;
/** The roles that open the operator console. */
export const operatorRoles: readonly UserRole[] = ['editor', 'admin'];

export const sessionUserSchema = z.object({
  id: z.number().int(),
  displayName: z.string(),
  role: userRoleSchema,
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** What `GET /api/session` answers: the server's view of who is signed in on this request. */
export const sessionSchema = z.object({
  authenticated: z.boolean(),
  user: sessionUserSchema.extend({ parentalLock: parentalLockSchema }).nullable(),
  /** Who is watching on this device; null for visitors, and until a member with several profiles chooses. */
  profile: viewerProfileSchema.nullable(),
});
export type Session = z.infer<typeof sessionSchema>;

/**
 * What every way of signing in answers (`{ success, data }`, the original app's envelope): who
 * signed in and the session id as a bearer token for apps. `isNew` until they have told us their name.
 */
export const signedInSchema = z.object({
  success: z.literal(true),
  data: z.object({ user: sessionUserSchema.extend({ isNew: z.boolean() }), token: z.string() }),
});
export type SignedIn = z.infer<typeof signedInSchema>;

/** What asking for a sign-in code answers: the number as stored, and when to ask again. */
export const codeSentSchema = z.object({
  success: z.literal(true),
  data: z.object({ mobile: z.string(), expiresInSeconds: z.number().int(), resendInSeconds: z.number().int() }),
});
export type CodeSent = z.infer<typeof codeSentSchema>;

const today = () => new Date().toISOString().slice(0, 10);
/** Whole years between an ISO birth date and today. */
export function ageOn(dateOfBirth: string, on: string = today()): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = on.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** Members must be at least this old (the terms); A-rated titles need 18. */
export const MINIMUM_AGE = 7;
export const ADULT_AGE = 18;

/** The profile's fields, each with the message a person sees when it is wrong. */
export const profileFields = {
  username: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.]{3,30}$/, 'use 3 to 30 letters, digits, dots or underscores'),
  firstName: z.string().trim().min(1, 'enter your first name').max(60, 'at most 60 characters'),
  lastName: z.string().trim().min(1, 'enter your last name').max(60, 'at most 60 characters'),
  email: z.email({ error: 'enter a valid e-mail address' }).max(254),
  dateOfBirth: z.iso
    .date({ error: 'enter a date as YYYY-MM-DD' })
    .refine((date) => date <= today(), 'a date of birth cannot be in the future')
    .refine((date) => ageOn(date) >= MINIMUM_AGE, `members must be at least ${MINIMUM_AGE} years old`),
};

/** What a member may change about themselves on My Account. Every field is optional. */
export const profileUpdateSchema = z.object({
  username: profileFields.username.optional(),
  firstName: profileFields.firstName.optional(),
  lastName: profileFields.lastName.optional(),
  email: profileFields.email.optional(),
  dateOfBirth: profileFields.dateOfBirth.optional(),
  /** "I am 18 or older": unlocks A-rated titles unless the date of birth says otherwise. */
  confirmAdult: z.literal(true, { error: 'confirm by sending true' }).optional(),
  /** The weekly e-mail of new episodes and titles leaving soon (it needs an e-mail address). */
  noticeDigest: z.boolean().optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const profileSchema = z.object({
  id: z.number().int(),
  mobile: z.string(),
  displayName: z.string(),
  username: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  adultConfirmed: z.boolean(),
  role: userRoleSchema,
  memberSince: z.string(),
  /** Whether the member can also sign in with a password (they set one at sign-up or later). */
  hasPassword: z.boolean(),
  /** Whether a parental PIN is set on the account. */
  hasParentalPin: z.boolean(),
  noticeDigest: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

export const deviceSessionSchema = z.object({
  id: z.string(),
  device: z.string(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type DeviceSession = z.infer<typeof deviceSessionSchema>;

/**
 * Sets, changes or (with `pin: null`) removes the parental PIN. Changing or removing one needs
 * the current PIN, or a code sent to the member's mobile number when it is forgotten.
 */
export const parentalPinUpdateSchema = z.object({
  currentPin: pinField.optional(),
  otp: otpField.optional(),
  pin: pinField.nullable(),
});
export type ParentalPinUpdate = z.infer<typeof parentalPinUpdateSchema>;

/** One thing the member did lately, for the My Account dashboard. */
export const activitySchema = z.object({
  kind: z.enum(['watchlist', 'review', 'playlist', 'device']),
  at: z.string(),
  /** The title's or playlist's name, or the device's. */
  name: z.string(),
  /** For titles: where their page is. */
  slug: z.string().nullable(),
  titleKind: z.enum(['movie', 'series', 'show', 'video']).nullable(),
  /** For playlists: their public id. */
  playlistId: z.string().nullable(),
});
export type Activity = z.infer<typeof activitySchema>;
