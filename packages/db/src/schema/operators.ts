import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './accounts';

/**
 * What operators changed (titles, people, curation, media, the shop…) and who did: one line per
 * change, written in the change's own transaction. `subject` names the thing (`title:<slug>`,
 * `order:<number>`); `details` holds what was asked, or the fields before and after.
 */
export const operatorAudit = pgTable(
  'operator_audit',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    subject: text('subject').notNull(),
    details: jsonb('details').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('operator_audit_subject_idx').on(t.subject, t.createdAt)],
);

/**
 * One-time links that make the first operator, printed in the log while no admin exists. Only a
 * hash of the token is kept; a link works once, for an hour.
 */
export const operatorSetupTokens = pgTable(
  'operator_setup_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedBy: integer('used_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('operator_setup_tokens_hash_key').on(t.tokenHash)],
);
