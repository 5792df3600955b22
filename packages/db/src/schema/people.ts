import { sql } from 'drizzle-orm';
import {
  check,
  date,
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
import { departments } from '@reelhouse/contracts/catalogue';
import { titles } from './catalogue';
import { demoContent, inList, tsvector } from './columns';
import { images } from './media-images';

export const people = pgTable(
  'people',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    profileImageId: integer('profile_image_id').references(() => images.id, { onDelete: 'set null' }),
    demo: demoContent(),
    /** The department the person is best known for. */
    knownFor: text('known_for', { enum: departments }).notNull().default('acting'),
    birthday: date('birthday'),
    birthPlace: text('birth_place'),
    alsoKnownAs: text('also_known_as')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    heightCm: smallint('height_cm'),
    /** e.g. [{"name": "…", "relation": "sibling"}] */
    relatives: jsonb('relatives').$type<{ name: string; relation: string }[]>().notNull().default([]),
    searchName: text('search_name').generatedAlwaysAs(sql`search_normalize(name)`),
    searchVector: tsvector('search_vector').generatedAlwaysAs(sql`to_tsvector('simple', search_normalize(name))`),
    officialSites: text('official_sites')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    uniqueIndex('people_slug_key').on(t.slug),
    index('people_search_idx').using('gin', sql`${t.searchName} gin_trgm_ops`),
    index('people_search_vector_idx').using('gin', t.searchVector),
  ],
);

/** Per-language designation ("Actor", "Director") and biography. */
export const personTranslations = pgTable(
  'person_translations',
  {
    personId: integer('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    designation: text('designation').notNull(),
    biography: text('biography'),
  },
  (t) => [primaryKey({ columns: [t.personId, t.lang] })],
);

/** Who did what on a title: department, and the job or the character played. */
export const credits = pgTable(
  'credits',
  {
    id: serial('id').primaryKey(),
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    personId: integer('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    department: text('department', { enum: departments }).notNull(),
    role: text('role').notNull(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    index('credits_title_idx').on(t.titleId, t.department, t.position),
    index('credits_person_idx').on(t.personId),
    check('credits_department_check', inList('department', departments)),
  ],
);
