import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ageRatings } from '@reelhouse/contracts/catalogue-values';
import { languages } from '@reelhouse/contracts/locales';
import { kidsRatings, profileAvatars, type PlayerSettings } from '@reelhouse/contracts/profiles';
import { userRoles } from '@reelhouse/contracts/session';
import { createdAt, inList, updatedAt } from './columns';
import { images } from './media-images';

/**
 * People with an account. The mobile number (E.164) is how they sign in; the integer id is what
 * the original Android app sends as `user_id`.
 */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    mobile: text('mobile').notNull(),
    username: text('username'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email'),
    passwordHash: text('password_hash'),
    /** argon2id of the 4-digit parental PIN; while set, A and U/A 16+ titles are locked. */
    parentalPinHash: text('parental_pin_hash'),
    role: text('role', { enum: userRoles }).notNull().default('member'),
    ageConfirmedAt: timestamp('age_confirmed_at', { withTimezone: true }),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    /** Set by an operator: the member cannot sign in, and every session they had ended with it. */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    blockedReason: text('blocked_reason'),
    /** The member asked for the weekly e-mail of their profiles' notices; when the last one went. */
    noticeDigest: boolean('notice_digest').notNull().default(false),
    noticeDigestSentAt: timestamp('notice_digest_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_mobile_key').on(t.mobile),
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    // The dashboard counts new members per day.
    index('users_created_at_idx').on(t.createdAt),
    check('users_role_check', inList('role', userRoles)),
  ],
);

/**
 * The people who watch on one account: each has their own history, My List and limit. Every
 * account has its holder's (`owner`), made with the account by a trigger, so no way of creating
 * members can forget it.
 */
export const profiles = pgTable(
  'profiles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null only on the holder's profile until they name it. */
    name: text('name'),
    avatar: text('avatar', { enum: profileAvatars }).notNull().default('sun'),
    /** An uploaded picture shown instead of the drawn avatar. */
    pictureImageId: integer('picture_image_id').references(() => images.id, { onDelete: 'set null' }),
    language: text('language', { enum: languages }).notNull().default('en'),
    /** The highest age rating this profile sees, on top of the account's own age gate and parental PIN. */
    maturityLimit: text('maturity_limit', { enum: ageRatings }).notNull().default('A'),
    kids: boolean('kids').notNull().default(false),
    owner: boolean('owner').notNull().default(false),
    /** What the player remembers for the profile (`playerSettingsSchema`); null until it first chooses. */
    playerSettings: jsonb('player_settings').$type<PlayerSettings>(),
    /** argon2id of the profile's 4-digit lock, like the parental PIN. */
    lockPinHash: text('lock_pin_hash'),
    /** When the profile last opened its notices: those since are unread. */
    noticesSeenAt: timestamp('notices_seen_at', { withTimezone: true }),
    /** Whether cards and the home banner play their muted previews for this profile. */
    autoplayPreviews: boolean('autoplay_previews').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('profiles_user_idx').on(t.userId, t.id),
    uniqueIndex('profiles_owner_key')
      .on(t.userId)
      .where(sql`${t.owner}`),
    check('profiles_avatar_check', inList('avatar', profileAvatars)),
    check('profiles_language_check', inList('language', languages)),
    check('profiles_maturity_limit_check', inList('maturity_limit', ageRatings)),
    check('profiles_named_check', sql`${t.owner} or ${t.name} is not null`),
    check('profiles_kids_check', sql`not ${t.kids} or (not ${t.owner} and ${inList('maturity_limit', kidsRatings)})`),
  ],
);

/** Operator settings that can change without a restart, one JSON value per key. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

/**
 * One-time sign-in codes. Only a salted hash of the code is kept; a newer code for the same number
 * replaces older ones, a used one is dead. Wrong tries are counted by the rate limiter, per client.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    mobile: text('mobile').notNull(),
    codeHash: text('code_hash').notNull(),
    salt: text('salt').notNull(),
    requestIp: text('request_ip'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
  },
  (t) => [index('one_time_codes_mobile_idx').on(t.mobile, t.createdAt)],
);

/** Signed-in devices. The id given to the browser or app is never stored, only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    device: text('device').notNull(),
    ip: text('ip'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Set when the parental PIN was entered on this device: its titles are unlocked here only. */
    pinUnlockedAt: timestamp('pin_unlocked_at', { withTimezone: true }),
    /** Who is watching on this device; null until someone chooses (or after their profile was removed). */
    profileId: integer('profile_id').references(() => profiles.id, { onDelete: 'set null' }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Messages the demo SMS provider "sent": readable at /api/dev/sms-outbox while it is active. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    recipient: text('recipient').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sms_outbox_recipient_idx').on(t.recipient, t.id)],
);

/**
 * Sliding-window rate limits when Redis is not configured: one row per counted event, so limits
 * hold across restarts and across server processes sharing the database.
 */
export const rateLimitEvents = pgTable(
  'rate_limit_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rate_limit_events_key_at_idx').on(t.key, t.at)],
);

/**
 * Members' billing and shipping addresses. At most one default of each kind per member (partial
 * unique indexes); the shop fills checkout from them.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    company: text('company'),
    country: text('country').notNull(),
    street: text('street').notNull(),
    apartment: text('apartment'),
    town: text('town').notNull(),
    state: text('state').notNull(),
    postcode: text('postcode').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    defaultBilling: boolean('default_billing').notNull().default(false),
    defaultShipping: boolean('default_shipping').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    uniqueIndex('addresses_default_billing_key')
      .on(t.userId)
      .where(sql`${t.defaultBilling}`),
    uniqueIndex('addresses_default_shipping_key')
      .on(t.userId)
      .where(sql`${t.defaultShipping}`),
  ],
);

/**
 * Changes to an account that decide what it may see (its date of birth, and so its age), kept
 * with who made them and from where.
 */
export const accountAudit = pgTable(
  'account_audit',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    details: jsonb('details').notNull(),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('account_audit_user_idx').on(t.userId, t.createdAt)],
);
