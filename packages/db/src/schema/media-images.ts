import { sql } from 'drizzle-orm';
import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * A responsive image set: one picture rendered at several widths and formats under `key`
 * (`<key>-<width>.<format>` in storage), plus the colour to paint while it loads.
 */
export const images = pgTable('images', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  widths: integer('widths').array().notNull(),
  formats: text('formats')
    .array()
    .notNull()
    .default(sql`'{webp}'::text[]`),
  dominantColor: text('dominant_color').notNull().default('#1f1f29'),
  alt: text('alt'),
  createdAt: createdAt(),
});
