import { sql } from 'drizzle-orm';
import { customType } from 'drizzle-orm/pg-core';
import { timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A CHECK expression that keeps a text column within a fixed list of values. */
export const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);

/** PostgreSQL's full-text document type, which drizzle has no builder for. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
