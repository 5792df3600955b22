import { z } from 'zod';
import { imageSetSchema } from './catalogue';
import { ageRatings } from './catalogue-values';
import { languages } from './locales';
import { rowIdParam } from './numbers';
import { otpField, pinField } from './pins';

type AgeRating = (typeof ageRatings)[number];

/** A household shares one account: at most this many profiles watch on it. */
export const MAX_PROFILES = 5;

/** An uploaded profile picture: at most this many bytes, WebP, GIF, PNG or JPEG by content. */
export const PROFILE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;

/** The drawn avatars a profile can wear; the web paints each as a symbol on its own colours. */
export const profileAvatars = [
  'sun',
  'moon',
  'star',
  'leaf',
  'wave',
  'flame',
  'cloud',
  'gem',
  'bolt',
  'heart',
  'kite',
  'rocket',
] as const;
export type ProfileAvatar = (typeof profileAvatars)[number];

/** The highest rating a kids profile may be given: what a child may watch anywhere. */
export const KIDS_LIMIT: AgeRating = 'U/A 7+';
export const kidsRatings: readonly AgeRating[] = ageRatings.slice(0, ageRatings.indexOf(KIDS_LIMIT) + 1);

/** The ratings above a limit: what a profile with that limit never sees. */
export const ratingsAbove = (limit: AgeRating): AgeRating[] => ageRatings.slice(ageRatings.indexOf(limit) + 1);

/** Of several limits, the one that lets least through. */
export const strictestLimit = (limits: readonly AgeRating[]): AgeRating =>
  ageRatings[Math.min(...limits.map((limit) => ageRatings.indexOf(limit)), ageRatings.length - 1)] as AgeRating;

/** How subtitles look, as players let viewers set them. */
export const subtitleSizes = ['small', 'medium', 'large', 'huge'] as const;
export const subtitleColours = ['white', 'yellow', 'cyan', 'green'] as const;
export const subtitleBackgrounds = ['none', 'translucent', 'solid'] as const;

const languageTag = z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/, 'a language tag such as en or pt-BR');

/**
 * What the player remembers for a profile: the subtitles it last chose (null: off), how they look,
 * and the audio language it last chose (null: each title's own first track).
 */
export const playerSettingsSchema = z.object({
  subtitles: languageTag.nullable(),
  audio: languageTag.nullable(),
  subtitleStyle: z.object({
    size: z.enum(subtitleSizes),
    colour: z.enum(subtitleColours),
    background: z.enum(subtitleBackgrounds),
  }),
});
export type PlayerSettings = z.infer<typeof playerSettingsSchema>;
export const defaultPlayerSettings: PlayerSettings = {
  subtitles: null,
  audio: null,
  subtitleStyle: { size: 'medium', colour: 'white', background: 'translucent' },
};

/** A profile as `/api/profiles` answers it; the lock's PIN never leaves the server, only whether there is one. */
export const viewerProfileSchema = z.object({
  id: z.number().int(),
  /** Null for the account holder's own profile until they name it: the web says "you". */
  name: z.string().nullable(),
  avatar: z.enum(profileAvatars),
  /** A picture of its own, shown instead of the drawn avatar. */
  picture: imageSetSchema.nullable(),
  language: z.enum(languages),
  maturityLimit: z.enum(ageRatings),
  kids: z.boolean(),
  /** The account holder's profile: it manages the others and cannot be removed. */
  owner: z.boolean(),
  locked: z.boolean(),
  player: playerSettingsSchema,
  /** Cards and the home banner play their muted previews (unless the device asks for less motion). */
  autoplayPreviews: z.boolean(),
});
export type ViewerProfile = z.infer<typeof viewerProfileSchema>;

export const viewerProfileListSchema = z.object({
  profiles: z.array(viewerProfileSchema),
  /** The profile this session watches as, or null until someone says who is watching. */
  current: z.number().int().nullable(),
});
export type ViewerProfileList = z.infer<typeof viewerProfileListSchema>;

/** A profile's name, as the form and the server check it. */
export const profileNameField = z
  .string({ error: 'enter a name' })
  .trim()
  .min(1, 'enter a name')
  .max(30, 'at most 30 characters');

/** A kids profile may not be given more than its limit: checked here, beside the field, as the server does. */
const kidsWithinLimit = (profile: { kids?: boolean; maturityLimit?: AgeRating }) =>
  profile.kids !== true || profile.maturityLimit === undefined || kidsRatings.includes(profile.maturityLimit);
const kidsLimitIssue = {
  message: `a kids profile may watch up to ${KIDS_LIMIT}`,
  path: ['maturityLimit'],
};

export const viewerProfileCreateSchema = z
  .object({
    name: profileNameField,
    avatar: z.enum(profileAvatars, { error: 'choose an avatar' }),
    language: z.enum(languages, { error: 'choose a language' }),
    maturityLimit: z.enum(ageRatings, { error: 'choose the highest rating this profile may watch' }),
    kids: z.boolean().default(false),
    autoplayPreviews: z.boolean().default(true),
  })
  .refine(kidsWithinLimit, kidsLimitIssue);
export type ViewerProfileCreate = z.input<typeof viewerProfileCreateSchema>;

/** What may change; every field is optional. `lockPin: null` removes the profile's lock. */
export const viewerProfileUpdateSchema = z
  .object({
    name: profileNameField.optional(),
    avatar: z.enum(profileAvatars, { error: 'choose an avatar' }).optional(),
    language: z.enum(languages, { error: 'choose a language' }).optional(),
    maturityLimit: z.enum(ageRatings, { error: 'choose the highest rating this profile may watch' }).optional(),
    kids: z.boolean().optional(),
    lockPin: pinField.nullable().optional(),
    autoplayPreviews: z.boolean().optional(),
  })
  .refine(kidsWithinLimit, kidsLimitIssue);
export type ViewerProfileUpdate = z.input<typeof viewerProfileUpdateSchema>;

/**
 * Watching as a profile: a locked one needs its PIN, or a code sent to the account's number when
 * the PIN is forgotten.
 */
export const viewerProfileSelectSchema = z.object({
  pin: pinField.optional(),
  otp: otpField.optional(),
});
export type ViewerProfileSelect = z.infer<typeof viewerProfileSelectSchema>;

export const viewerProfileParamsSchema = z.object({ id: rowIdParam() });

/** What asking for a code to open a locked profile answers: where it went (all but the last digits hidden) and when to ask again. */
export const profileLockCodeSchema = z.object({
  sentTo: z.string(),
  expiresInSeconds: z.number().int(),
  resendInSeconds: z.number().int(),
});
export type ProfileLockCode = z.infer<typeof profileLockCodeSchema>;
