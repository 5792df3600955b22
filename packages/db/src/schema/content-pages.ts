import { check, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { contentPageKeys } from '@reelhouse/contracts/content-pages';
import { inList } from './columns';

/**
 * Operator-editable pages (policies, FAQ), one row per page and language; English is required
 * and the fallback. Texts may name the operator's details as {{service}}, {{company}}, {{email}}
 * and {{city}}, filled in from configuration when read.
 */
export const contentPages = pgTable(
  'content_pages',
  {
    key: text('key', { enum: contentPageKeys }).notNull(),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    intro: text('intro').notNull(),
    sections: jsonb('sections').$type<{ title: string; paragraphs: string[] }[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.key, t.lang] }), check('content_pages_key_check', inList('key', contentPageKeys))],
);
