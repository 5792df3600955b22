import { sql, type SQL } from 'drizzle-orm';
import type { AgeRating } from '@reelhouse/contracts/catalogue';
import type { Language } from '@reelhouse/contracts/locales';
import { imageJson, isoTime, publicTitle, translated, translationJoins } from '../../platform/sql';

/** What a query may show: published (and announced) titles, without the ratings hidden from the viewer. */
export interface Visibility {
  hiddenRatings: readonly AgeRating[];
}

export function visibleTitles(visibility: Visibility, alias = 't'): SQL {
  const table = sql.raw(alias);
  if (visibility.hiddenRatings.length === 0) return publicTitle(alias);
  const hidden = sql.join(
    visibility.hiddenRatings.map((rating) => sql`${rating}`),
    sql`, `,
  );
  return sql`${publicTitle(alias)} and ${table}.rating not in (${hidden})`;
}

/** The columns of a title card, for a query over `titles t` joined with `titleTextJoins`. */
export function titleCardColumns(lang: Language): SQL {
  return sql`t.id, t.slug, t.kind, t.rating,
    to_char(t.release_date, 'YYYY-MM-DD') as "releaseDate",
    t.runtime_minutes as "runtimeMinutes",
    t.access_tier as "accessTier",
    t.status,
    ${isoTime('t.available_at')} as "availableAt",
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
    ${imageJson(sql`t.thumbnail_image_id`)} as thumbnail,
    ${previewUrl} as "previewUrl"`;
}

/** A title's muted preview: its own video's, or a series' first episode's that has one. */
const previewUrl = sql`'/media/previews/' || coalesce(
    (select p.preview_file from playables p where p.title_id = t.id),
    (select p.preview_file from seasons s
       join episodes e on e.season_id = s.id
       join playables p on p.episode_id = e.id
      where s.title_id = t.id and p.preview_file is not null
      order by s.number, e.number limit 1))`;

export function titleTextJoins(lang: Language): SQL {
  return translationJoins('title_translations', 'tt', 'title_id', 't.id', lang);
}
