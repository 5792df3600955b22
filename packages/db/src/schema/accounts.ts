import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

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
    role: text('role', { enum: ['member', 'admin'] })
      .notNull()
      .default('member'),
    ageConfirmedAt: timestamp('age_confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_mobile_key').on(t.mobile),
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    check('users_role_check', sql`${t.role} in ('member', 'admin')`),
  ],
);

/** Operator settings that can change without a restart, one JSON value per key. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});
