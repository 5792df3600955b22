import { sql } from 'drizzle-orm';
import { boolean, customType, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Made by the demo seed. The demo's generators (pictures, clips, trailers, sounds) fill in only
 * such rows: what an operator makes waits for its own files, however long, and never gets a
 * drawn poster or a test pattern in their place.
 */
export const demoContent = () => boolean('demo').notNull().default(false);

/** A CHECK expression that keeps a text column within a fixed list of values. */
export const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);

/** PostgreSQL's full-text document type, which drizzle has no builder for. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
