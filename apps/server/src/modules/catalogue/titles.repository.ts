import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ImageSet, TitleCard, TitleDetail, TitleListQuery } from '@reelhouse/contracts/catalogue';
import type { TitleStatus } from '@reelhouse/contracts/catalogue-admin';
import type { Language } from '@reelhouse/contracts/locales';
import { rows, type Db } from '@reelhouse/db/database';
import { awards } from '@reelhouse/db/schema/catalogue';
import { titleCardColumns, titleTextJoins, visibleTitles, type Visibility } from './catalogue-sql';
import { imageJson, publicTitle, translated, translationJoins } from '../../platform/sql';

export type TitleCardRow = TitleCard & { id: number };
type CreditRow = { department: string; slug: string; name: string; role: string; profile: ImageSet | null };
type TitleBody = Pick<TitleDetail, 'description' | 'logo' | 'audioLanguages' | 'trailerUrl' | 'viewCount'>;
export type TitleRow = TitleCardRow & TitleBody;
/** A title row as operators see it: in any status. */
export type AnyStatusTitleRow = Omit<TitleRow, 'status'> & { status: TitleStatus };

const sorts: Record<TitleListQuery['sort'], SQL> = {
  latest: sql`(t.status = 'published') desc, t.release_date desc nulls last, t.id desc`,
  popular: sql`t.view_count desc, t.id`,
  title: sql`lower(coalesce(tt_l.name, tt_en.name)), t.id`,
};

export class TitlesRepository {
  constructor(private readonly db: Db) {}

  async list(query: TitleListQuery, visibility: Visibility): Promise<{ rows: TitleCardRow[]; total: number }> {
    const filters: SQL[] = [visibleTitles(visibility)];
    if (query.kind) filters.push(sql`t.kind = ${query.kind}`);
    if (query.genre) {
      filters.push(sql`exists (select 1 from title_genres tg join genres g on g.id = tg.genre_id
        where tg.title_id = t.id and g.slug = ${query.genre})`);
    }
    if (query.tag) {
      filters.push(sql`exists (select 1 from title_tags tt2 join tags tg2 on tg2.id = tt2.tag_id
        where tt2.title_id = t.id and tg2.slug = ${query.tag})`);
    }
    if (query.language) filters.push(sql`${query.language} = any(t.audio_languages)`);
    if (query.year) filters.push(sql`extract(year from t.release_date) = ${query.year}`);
    if (query.rating) filters.push(sql`t.rating = ${query.rating}`);
    if (query.tier) filters.push(sql`t.access_tier = ${query.tier}`);

    const result = await rows<TitleCardRow & { total: number }>(
      this.db,
      sql`
      select ${titleCardColumns(query.lang)}, count(*) over ()::int as total
        from titles t ${titleTextJoins(query.lang)}
       where ${sql.join(filters, sql` and `)}
       order by ${sorts[query.sort]}
       limit ${query.limit} offset ${(query.page - 1) * query.limit}`,
    );
    return { rows: result, total: result[0]?.total ?? (await this.count(filters, query.lang)) };
  }

  /** Only for a page past the end, where the window count has no row to ride on. */
  private async count(filters: SQL[], lang: Language): Promise<number> {
    const result = await rows<{ total: number }>(
      this.db,
      sql`
      select count(*)::int as total from titles t ${titleTextJoins(lang)} where ${sql.join(filters, sql` and `)}`,
    );
    return result[0]?.total ?? 0;
  }

  /** Cards for titles chosen by an SQL condition on `t`, in the given order, within what the viewer may see. */
  async cards(
    lang: Language,
    visibility: Visibility,
    where: SQL,
    orderBy: SQL,
    limit: number,
  ): Promise<TitleCardRow[]> {
    const result = await rows<TitleCardRow>(
      this.db,
      sql`
      select ${titleCardColumns(lang)} from titles t ${titleTextJoins(lang)}
       where ${visibleTitles(visibility)} and ${where}
       order by ${orderBy} limit ${limit}`,
    );
    return result;
  }

  /** Cards for these titles, in the order named, within what the viewer may see. */
  async cardsBySlugs(slugs: readonly string[], lang: Language, visibility: Visibility, limit: number) {
    if (slugs.length === 0) return [];
    const list = sql.join(
      slugs.map((slug) => sql`${slug}`),
      sql`, `,
    );
    return this.cards(
      lang,
      visibility,
      sql`t.slug in (${list})`,
      sql`array_position(array[${list}]::text[], t.slug)`,
      limit,
    );
  }

  /** Cards for these titles (by id), in the order given, within what the viewer may see. */
  async cardsByIds(ids: readonly number[], lang: Language, visibility: Visibility, limit: number) {
    if (ids.length === 0) return [];
    const list = sql.join(
      ids.map((id) => sql`${id}::int`),
      sql`, `,
    );
    return this.cards(lang, visibility, sql`t.id in (${list})`, sql`array_position(array[${list}], t.id)`, limit);
  }

  /** A title whatever its rating (the service decides what the viewer may see); what viewers may not see does not exist. */
  async findBySlug(slug: string, lang: Language): Promise<TitleRow | null> {
    return this.find(slug, lang, publicTitle());
  }

  /** A title in any status, for an operator's preview of its page. */
  async findAnyStatus(slug: string, lang: Language): Promise<AnyStatusTitleRow | null> {
    return this.find(slug, lang, sql`true`);
  }

  /** The row type follows the filter: only public statuses pass `publicTitle()`. */
  private async find<Row extends AnyStatusTitleRow>(slug: string, lang: Language, visible: SQL): Promise<Row | null> {
    const result = await rows<Row>(
      this.db,
      sql`
      select ${titleCardColumns(lang)},
             ${translated('tt', 'description')} as description, ${imageJson(sql`t.logo_image_id`)} as logo,
             t.audio_languages as "audioLanguages", t.trailer_url as "trailerUrl", t.view_count::int as "viewCount"
        from titles t ${titleTextJoins(lang)}
       where t.slug = ${slug} and ${visible}`,
    );
    return result[0] ?? null;
  }

  /** The trailers of these titles, by slug; titles without one are left out. */
  async trailersOf(slugs: readonly string[]): Promise<Map<string, string>> {
    if (slugs.length === 0) return new Map();
    const found = await rows<{ slug: string; trailerUrl: string }>(
      this.db,
      sql`select slug, trailer_url as "trailerUrl" from titles
           where trailer_url is not null and slug in (${sql.join(
             slugs.map((slug) => sql`${slug}`),
             sql`, `,
           )})`,
    );
    return new Map(found.map((row) => [row.slug, row.trailerUrl]));
  }

  async tags(titleId: number, lang: Language): Promise<TitleDetail['tags']> {
    const result = await rows<TitleDetail['tags'][number]>(
      this.db,
      sql`
      select tg.slug, ${translated('tg', 'name')} as name
        from title_tags x join tags tg on tg.id = x.tag_id ${translationJoins('tag_translations', 'tg', 'tag_id', 'tg.id', lang)}
       where x.title_id = ${titleId} order by tg.slug`,
    );
    return result;
  }

  /**
   * The title's links, only in the qualities its video has (or is being made in): a "4K" row for
   * a title whose ladder stops at 720p would promise what the player cannot give. "4K" is 2160
   * lines; "1080p" and the like name their height.
   */
  async links(titleId: number): Promise<TitleDetail['links']> {
    const result = await rows<TitleDetail['links'][number]>(
      this.db,
      sql`
      select l.quality, l.language, l.player, to_char(l.added_on, 'YYYY-MM-DD') as "addedOn"
        from title_links l
       where l.title_id = ${titleId}
         and exists (
           select 1 from playables p
             join media_renditions r on r.asset_id = p.asset_id and r.state <> 'failed'
             left join episodes e on e.id = p.episode_id
             left join seasons s on s.id = e.season_id
            where coalesce(p.title_id, s.title_id) = l.title_id
              and r.height = case when upper(l.quality) = '4K' then 2160
                                  else nullif(regexp_replace(l.quality, '[^0-9]', '', 'g'), '')::int end)
       order by l.id`,
    );
    return result;
  }

  async awards(titleId: number): Promise<TitleDetail['awards']> {
    return this.db
      .select({ name: awards.name, year: awards.year, outcome: awards.outcome })
      .from(awards)
      .where(eq(awards.titleId, titleId))
      .orderBy(desc(awards.year), desc(awards.outcome), asc(awards.id));
  }

  async credits(titleId: number): Promise<CreditRow[]> {
    const result = await rows<CreditRow>(
      this.db,
      sql`
      select c.department, p.slug, p.name, c.role, ${imageJson(sql`p.profile_image_id`)} as profile
        from credits c join people p on p.id = c.person_id
       where c.title_id = ${titleId} order by c.position, c.id`,
    );
    return result;
  }

  async seasons(titleId: number, lang: Language): Promise<TitleDetail['seasons']> {
    const result = await rows<TitleDetail['seasons'][number]>(
      this.db,
      sql`
      select s.number::int as number, ${translated('st', 'name')} as name,
             (select coalesce(json_agg(json_build_object(
                 'id', e.id, 'number', e.number, 'name', coalesce(el.name, een.name),
                 'description', coalesce(el.description, een.description), 'durationMinutes', e.duration_minutes,
                 'releaseDate', to_char(e.release_date, 'YYYY-MM-DD'), 'image', ${imageJson(sql`e.image_id`)})
               order by e.number), '[]'::json)
                from episodes e
                join episode_translations een on een.episode_id = e.id and een.lang = 'en'
                left join episode_translations el on el.episode_id = e.id and el.lang = ${lang}
               where e.season_id = s.id) as episodes
        from seasons s ${translationJoins('season_translations', 'st', 'season_id', 's.id', lang)}
       where s.title_id = ${titleId} order by s.number`,
    );
    return result;
  }

  async reviewSummary(titleId: number): Promise<TitleDetail['reviews']> {
    const result = await rows<TitleDetail['reviews']>(
      this.db,
      sql`
      select round(avg(rating)::numeric, 1)::float as average, count(*)::int as count
        from reviews where title_id = ${titleId} and status = 'published'`,
    );
    return result[0] ?? { average: null, count: 0 };
  }

  /** Titles that share the most genres with this one, the same kind first, then the most watched. */
  async related(titleId: number, lang: Language, visibility: Visibility, limit: number): Promise<TitleCardRow[]> {
    return this.cards(
      lang,
      visibility,
      sql`t.id <> ${titleId} and t.status = 'published'
          and exists (select 1 from title_genres a join title_genres b on a.genre_id = b.genre_id
                       where a.title_id = ${titleId} and b.title_id = t.id)`,
      sql`(select count(*) from title_genres a join title_genres b on a.genre_id = b.genre_id
            where a.title_id = ${titleId} and b.title_id = t.id) desc,
          (t.kind = (select kind from titles where id = ${titleId})) desc, t.view_count desc, t.id`,
      limit,
    );
  }
}
