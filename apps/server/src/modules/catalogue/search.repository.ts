import { sql } from 'drizzle-orm';
import type { MomentHit, SearchResults } from '@reelhouse/contracts/catalogue';
import type { Language } from '@reelhouse/contracts/locales';
import { rows, type Db } from '@reelhouse/db/database';
import { imageJson, matchScore, normalizedQuery, translated, translationJoins } from '../../platform/sql';
import { titleCardColumns, titleTextJoins, visibleTitles, type Visibility } from './catalogue-sql';
import type { TitleCardRow } from './titles.repository';

export class SearchRepository {
  constructor(private readonly db: Db) {}

  async titles(query: string, lang: Language, visibility: Visibility, limit: number): Promise<TitleCardRow[]> {
    const { matches, score } = matchScore('x');
    return rows<TitleCardRow>(
      this.db,
      sql`
      select ${titleCardColumns(lang)} from (
        select x.title_id, max(${score}) as score from title_translations x, ${normalizedQuery(query)}
         where q.prefixes is not null and ${matches} group by x.title_id) hit
      join titles t on t.id = hit.title_id ${titleTextJoins(lang)}
      where ${visibleTitles(visibility)}
      order by hit.score desc, t.view_count desc, t.id limit ${limit}`,
    );
  }

  async episodes(
    query: string,
    lang: Language,
    visibility: Visibility,
    limit: number,
  ): Promise<SearchResults['episodes']> {
    const { matches, score } = matchScore('x');
    return rows<SearchResults['episodes'][number]>(
      this.db,
      sql`
      select e.id, e.number::int as number, s.number::int as "seasonNumber", ${translated('et', 'name')} as name,
             json_build_object('slug', t.slug, 'name', ${translated('tt', 'name')}, 'kind', t.kind) as title
        from (select x.episode_id, max(${score}) as score from episode_translations x, ${normalizedQuery(query)}
               where q.prefixes is not null and ${matches} group by x.episode_id) hit
        join episodes e on e.id = hit.episode_id
        join seasons s on s.id = e.season_id
        join titles t on t.id = s.title_id
        ${translationJoins('episode_translations', 'et', 'episode_id', 'e.id', lang)}
        ${titleTextJoins(lang)}
       where ${visibleTitles(visibility)} and t.status = 'published'
       order by hit.score desc, t.view_count desc, e.id limit ${limit}`,
    );
  }

  /**
   * Lines of dialogue, in any language's subtitles, best first: for each title or episode its best
   * matching cue. Titles are those the viewer may see, published; whether they may play is the
   * player's question, as for any title found.
   */
  async moments(query: string, lang: Language, visibility: Visibility, limit: number): Promise<MomentHit[]> {
    const { matches, score } = matchScore('c');
    return rows<MomentHit>(
      this.db,
      sql`
      select json_build_object('slug', t.slug, 'name', ${translated('tt', 'name')}, 'kind', t.kind, 'accessTier', t.access_tier, 'rating', t.rating) as title,
             case when e.id is null then null else json_build_object(
               'id', e.id, 'number', e.number, 'seasonNumber', s.number, 'name', coalesce(et_l.name, et_en.name)) end as episode,
             hit.start_seconds as "startSeconds", hit.text
        from (select distinct on (p.id) p.title_id, p.episode_id, c.start_seconds, c.text, ${score} as score
                from subtitle_cues c join playables p on p.asset_id = c.asset_id, ${normalizedQuery(query)}
               where q.prefixes is not null and ${matches}
               order by p.id, ${score} desc, c.start_seconds) hit
        left join episodes e on e.id = hit.episode_id
        left join seasons s on s.id = e.season_id
        left join episode_translations et_en on et_en.episode_id = e.id and et_en.lang = 'en'
        left join episode_translations et_l on et_l.episode_id = e.id and et_l.lang = ${lang}
        join titles t on t.id = coalesce(hit.title_id, s.title_id)
        ${titleTextJoins(lang)}
       where ${visibleTitles(visibility)} and t.status = 'published'
       order by hit.score desc, t.view_count desc, t.id, e.id limit ${limit}`,
    );
  }

  async people(query: string, lang: Language, limit: number): Promise<SearchResults['people']> {
    const { matches, score } = matchScore('p');
    return rows<SearchResults['people'][number]>(
      this.db,
      sql`
      select p.slug, p.name, ${translated('pt', 'designation')} as designation, p.known_for as "knownFor",
             ${imageJson(sql`p.profile_image_id`)} as profile
        from people p ${translationJoins('person_translations', 'pt', 'person_id', 'p.id', lang)}, ${normalizedQuery(query)}
       where q.prefixes is not null and ${matches}
       order by ${score} desc, p.name limit ${limit}`,
    );
  }
}
