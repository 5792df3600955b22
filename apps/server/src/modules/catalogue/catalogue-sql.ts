import { sql, type SQL } from 'drizzle-orm';
import type { AgeRating } from '@reelhouse/contracts/catalogue';
import type { Language } from '@reelhouse/contracts/locales';

/** What a query may show: published (and announced) titles, without the ratings hidden from the viewer. */
export interface Visibility {
  hiddenRatings: readonly AgeRating[];
}

export function visibleTitles(visibility: Visibility, alias = 't'): SQL {
  const table = sql.raw(alias);
  if (visibility.hiddenRatings.length === 0) return sql`${table}.status <> 'draft'`;
  const hidden = sql.join(
    visibility.hiddenRatings.map((rating) => sql`${rating}`),
    sql`, `,
  );
  return sql`${table}.status <> 'draft' and ${table}.rating not in (${hidden})`;
}

/** An image set as JSON, or null. */
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

/** The columns of a title card, for a query over `titles t` joined with `titleTextJoins`. */
export function titleCardColumns(lang: Language): SQL {
  return sql`t.id, t.slug, t.kind, t.rating,
    to_char(t.release_date, 'YYYY-MM-DD') as "releaseDate",
    t.runtime_minutes as "runtimeMinutes",
    t.access_tier as "accessTier",
    t.status,
    to_char(t.available_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "availableAt",
    ${translated('tt', 'name')} as name,
    ${translated('tt', 'tagline')} as tagline,
    (select coalesce(json_agg(json_build_object('slug', g.slug, 'name', coalesce(gl.name, ge.name)) order by g.position), '[]'::json)
       from title_genres tg
       join genres g on g.id = tg.genre_id
       join genre_translations ge on ge.genre_id = g.id and ge.lang = 'en'
       left join genre_translations gl on gl.genre_id = g.id and gl.lang = ${lang}
      where tg.title_id = t.id) as genres,
    ${imageJson(sql`t.poster_image_id`)} as poster,
    ${imageJson(sql`t.backdrop_image_id`)} as backdrop,
    ${imageJson(sql`t.thumbnail_image_id`)} as thumbnail`;
}

export function titleTextJoins(lang: Language): SQL {
  return translationJoins('title_translations', 'tt', 'title_id', 't.id', lang);
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
