import { sql, type SQL } from 'drizzle-orm';
import { publicTitleStatuses } from '@reelhouse/contracts/catalogue-values';
import { languages, type Language } from '@reelhouse/contracts/locales';

/**
 * A timestamp as the API writes it: ISO 8601 in UTC. Formatted by PostgreSQL, so a row reads the
 * same from PGlite and from node-postgres (they hand back timestamps differently). Milliseconds
 * where two events can fall in one second and their order matters (payments, activity).
 */
export const isoTime = (expression: string, precision: 'seconds' | 'milliseconds' = 'seconds'): SQL =>
  sql.raw(
    `to_char(${expression} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS${precision === 'milliseconds' ? '.MS' : ''}"Z"')`,
  );

/** An image set (the artwork and uploads tables' `images` row) as JSON, or null. */
export function imageJson(idColumn: SQL): SQL {
  return sql`(select json_build_object('path', '/media/images/' || i.key, 'widths', i.widths, 'formats', i.formats,
    'width', i.width, 'height', i.height, 'color', i.dominant_color) from images i where i.id = ${idColumn})`;
}

/** A translated text from a pair of `translationJoins`: the language asked for, else English. */
export function translated(table: string, column: string): SQL {
  return sql.raw(`coalesce(${table}_l.${column}, ${table}_en.${column})`);
}

/** Joins a translation table twice (the language asked for, and English) as `<alias>_l` and `<alias>_en`. */
export function translationJoins(table: string, alias: string, key: string, ownerId: string, lang: Language): SQL {
  return sql`join ${sql.raw(table)} ${sql.raw(`${alias}_en`)} on ${sql.raw(`${alias}_en.${key}`)} = ${sql.raw(ownerId)} and ${sql.raw(`${alias}_en`)}.lang = 'en'
    left join ${sql.raw(table)} ${sql.raw(`${alias}_l`)} on ${sql.raw(`${alias}_l.${key}`)} = ${sql.raw(ownerId)} and ${sql.raw(`${alias}_l`)}.lang = ${lang}`;
}

/**
 * How a normalised name matches the normalised query: every word as a prefix (full-text search,
 * for type-ahead), or close enough by trigrams (one typo in a word). Names in every language are
 * searched, so a title is found by its Arabic name from the English interface too. Prefix hits
 * rank above fuzzy ones.
 */
export function matchScore(table: string): { matches: SQL; score: SQL } {
  const name = sql.raw(`${table}.search_name`);
  // Both sides are indexed (GIN tsvector and GIN trigram), so PostgreSQL can combine them.
  const prefix = sql`${sql.raw(`${table}.search_vector`)} @@ to_tsquery('simple', q.prefixes)`;
  return {
    matches: sql`(${prefix} or q.normalized <% ${name})`,
    score: sql`(case when ${prefix} then 2 else 0 end + word_similarity(q.normalized, ${name}))`,
  };
}

/** The query, normalised like the indexed names, and as a prefix query: `'word1':* & 'word2':*`. */
export const normalizedQuery = (query: string) => sql`
  (select s.normalized,
          (select string_agg(quote_literal(word) || ':*', ' & ') from regexp_split_to_table(s.normalized, ' ') word
            where word <> '') as prefixes
     from (select search_normalize(${query}) as normalized) s) q`;

/** A title viewers may see (announced or published): drafts, scheduled and archived titles are the operators'. */
export const publicTitle = (alias = 't'): SQL =>
  sql.raw(`${alias}.status in (${publicTitleStatuses.map((status) => `'${status}'`).join(', ')})`);

/** The interface languages, in their order, as an SQL array (constants, never input). */
const languageList = sql.raw(`array[${languages.map((lang) => `'${lang}'`).join(', ')}]::text[]`);

/**
 * The interface languages a row has no translation in yet, in the interface's order: for the
 * console's "missing" flags. `table`'s rows are per (`key`, lang); `ownerId` is the owner's id column.
 */
export const missingLanguages = (table: string, key: string, ownerId: string): SQL =>
  sql`array(select u.lang from unnest(${languageList}) with ordinality as u(lang, n)
             where not exists (select 1 from ${sql.raw(table)} x where x.${sql.raw(key)} = ${sql.raw(ownerId)} and x.lang = u.lang)
             order by u.n)`;

/** What the console calls a member (users row `alias`): their name, else their username, else their number. */
export const memberNameOf = (alias: string): SQL =>
  sql.raw(
    `coalesce(nullif(trim(concat_ws(' ', ${alias}.first_name, ${alias}.last_name)), ''), ${alias}.username, ${alias}.mobile)`,
  );

/** A `like` pattern for text typed into a search box: found anywhere, its own `%`, `_` and `\` taken literally. */
export const containsPattern = (typed: string) =>
  `%${typed.toLowerCase().replace(/[\\%_]/g, (found) => `\\${found}`)}%`;
