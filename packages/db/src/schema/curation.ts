import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { placements, type titleKinds } from '@reelhouse/contracts/catalogue';
import { railRules } from '@reelhouse/contracts/catalogue-values';
import { titles } from './catalogue';
import { inList } from './columns';

export interface RailRuleParams {
  /** Only titles of these kinds; all kinds when absent. */
  kinds?: (typeof titleKinds)[number][];
  /** most_watched: the window in days. */
  days?: number;
  /** genre: the genre's slug. */
  genre?: string;
  /** tag: the tag's slug. */
  tag?: string;
}

/** A hero or banner carousel on one page. */
export const sliders = pgTable(
  'sliders',
  {
    id: serial('id').primaryKey(),
    placement: text('placement', { enum: placements }).notNull(),
  },
  (t) => [
    uniqueIndex('sliders_placement_key').on(t.placement),
    check('sliders_placement_check', inList('placement', placements)),
  ],
);

export const sliderItems = pgTable(
  'slider_items',
  {
    sliderId: integer('slider_id')
      .notNull()
      .references(() => sliders.id, { onDelete: 'cascade' }),
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sliderId, t.titleId] })],
);

/** A named row of titles on a page, filled by a rule or curated by hand. */
export const rails = pgTable(
  'rails',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    placement: text('placement', { enum: placements }).notNull(),
    rule: text('rule', { enum: railRules }).notNull(),
    params: jsonb('params').$type<RailRuleParams>().notNull().default({}),
    position: smallint('position').notNull().default(0),
    size: smallint('size').notNull().default(12),
  },
  (t) => [
    uniqueIndex('rails_slug_key').on(t.slug),
    index('rails_placement_idx').on(t.placement, t.position),
    check('rails_rule_check', inList('rule', railRules)),
    check('rails_size_check', sql`${t.size} between 1 and 50`),
  ],
);

export const railTranslations = pgTable(
  'rail_translations',
  {
    railId: integer('rail_id')
      .notNull()
      .references(() => rails.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.railId, t.lang] })],
);

/** The hand-picked titles of a curated rail, in order. */
export const railItems = pgTable(
  'rail_items',
  {
    railId: integer('rail_id')
      .notNull()
      .references(() => rails.id, { onDelete: 'cascade' }),
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.railId, t.titleId] })],
);
