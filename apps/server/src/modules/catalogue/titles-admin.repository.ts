import { sql, type SQL } from 'drizzle-orm';
import type {
  AdminTitle,
  AdminTitleListQuery,
  AdminTitlePage,
  AdminTitleRow,
} from '@reelhouse/contracts/catalogue-admin';
import { rows, type Db } from '@reelhouse/db/database';
import { imageJson, isoTime, matchScore, missingLanguages, normalizedQuery } from '../../platform/sql';

const sortColumns: Record<AdminTitleListQuery['sort'], SQL> = {
  updated: sql`t.updated_at`,
  name: sql`lower(en.name)`,
  released: sql`t.release_date`,
  status: sql`t.status`,
};

/**
 * Where a title's video stands, over the title's own playable or its episodes': failed if any
 * making failed, processing while any is unfinished, ready once every one plays, none without any.
 */
const videoState = sql`(
  with assets as (
    select p.asset_id from playables p where p.title_id = t.id
    union all
    select p.asset_id from playables p join episodes e on e.id = p.episode_id join seasons s on s.id = e.season_id
     where s.title_id = t.id
  ), states as (
    select a.asset_id,
           bool_or(r.state = 'failed') as failed,
           bool_or(r.state = 'done') as playable
      from assets a join media_renditions r on r.asset_id = a.asset_id group by a.asset_id
  )
  select case when not exists (select 1 from assets) then 'none'
              when exists (select 1 from states where failed and not playable) then 'failed'
              when (select count(*) from states where playable) < (select count(*) from assets) then 'processing'
              else 'ready' end)`;

/** Where one episode's video stands: none, processing, ready once a rung plays, failed if its making failed. */
const episodeVideoState = sql`(
  select case when p.id is null then 'none'
              when bool_or(r.state = 'done') then 'ready'
              when bool_or(r.state = 'failed') then 'failed'
              else 'processing' end
    from (select 1) one
    left join playables p on p.episode_id = e.id
    left join media_renditions r on r.asset_id = p.asset_id
   group by p.id)`;

/** A title's seasons in order, each with its names and episodes (texts per language, video state). */
const seasonsJson = sql`(
  select coalesce(json_agg(json_build_object(
           'number', s.number,
           'names', (select coalesce(json_object_agg(st.lang, st.name), '{}'::json)
                       from season_translations st where st.season_id = s.id),
           'episodes', (select coalesce(json_agg(json_build_object(
                           'id', e.id, 'number', e.number, 'durationMinutes', e.duration_minutes,
                           'releaseDate', to_char(e.release_date, 'YYYY-MM-DD'),
                           'translations', (select coalesce(json_object_agg(et.lang, json_build_object(
                                               'name', et.name, 'description', et.description)), '{}'::json)
                                              from episode_translations et where et.episode_id = e.id),
                           'video', ${episodeVideoState},
                           'assetId', (select p.asset_id from playables p where p.episode_id = e.id),
                           'nextAssetId', (select p.next_asset_id from playables p where p.episode_id = e.id))
                         order by e.number), '[]'::json)
                          from episodes e where e.season_id = s.id)) order by s.number), '[]'::json)
    from seasons s where s.title_id = t.id)`;

/** Operators' reads of the catalogue: every title whatever its status, with what is still missing. */
export class TitlesAdminRepository {
  constructor(private readonly db: Db) {}

  async list(query: AdminTitleListQuery): Promise<AdminTitlePage> {
    const filters: SQL[] = [sql`true`];
    const search = query.q ? matchScore('tt') : null;
    if (search)
      filters.push(sql`(t.slug like ${`%${query.q?.toLowerCase()}%`} or exists (
        select 1 from title_translations tt, ${normalizedQuery(query.q ?? '')} where tt.title_id = t.id and ${search.matches}))`);
    if (query.kind) filters.push(sql`t.kind = ${query.kind}`);
    if (query.status) filters.push(sql`t.status = ${query.status}`);
    if (query.rating) filters.push(sql`t.rating = ${query.rating}`);
    if (query.tier) filters.push(sql`t.access_tier = ${query.tier}`);
    if (query.genre)
      filters.push(sql`exists (select 1 from title_genres tg join genres g on g.id = tg.genre_id
                                where tg.title_id = t.id and g.slug = ${query.genre})`);
    const where = sql.join(filters, sql` and `);
    const direction = query.order === 'asc' ? sql`asc` : sql`desc`;
    const items = await rows<AdminTitleRow>(
      this.db,
      sql`select t.slug, en.name, t.kind, t.status, t.rating, t.access_tier as "accessTier",
                 to_char(t.release_date, 'YYYY-MM-DD') as "releaseDate",
                 (select coalesce(json_agg(ge.name order by g.position), '[]'::json)
                    from title_genres tg join genres g on g.id = tg.genre_id
                    join genre_translations ge on ge.genre_id = g.id and ge.lang = 'en'
                   where tg.title_id = t.id) as genres,
                 ${imageJson(sql`t.poster_image_id`)} as poster,
                 ${videoState} as video,
                 ${missingLanguages('title_translations', 'title_id', 't.id')} as "missingLanguages",
                 ${isoTime('t.updated_at')} as "updatedAt"
            from titles t join title_translations en on en.title_id = t.id and en.lang = 'en'
           where ${where}
           order by ${sortColumns[query.sort]} ${direction} nulls last, t.id ${direction}
           limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
    );
    const [counted] = await rows<{ total: number }>(
      this.db,
      sql`select count(*)::int as total from titles t where ${where}`,
    );
    return { items, page: query.page, pageSize: query.pageSize, total: counted?.total ?? 0 };
  }

  /** One title as the console edits it, whatever its status; null when there is none. */
  async detail(slug: string): Promise<(AdminTitle & { id: number }) | null> {
    const [title] = await rows<AdminTitle & { id: number }>(
      this.db,
      sql`select t.id, t.slug, t.kind, t.status, t.rating, t.rating_reason as "ratingReason",
                 t.access_tier as "accessTier", ${isoTime('t.publish_at')} as "publishAt",
                 ${isoTime('t.available_at')} as "availableAt", ${isoTime('t.leaving_at')} as "leavingAt",
                 to_char(t.release_date, 'YYYY-MM-DD') as "releaseDate",
                 t.runtime_minutes as "runtimeMinutes", t.audio_languages as "audioLanguages",
                 array(select g.slug from title_genres tg join genres g on g.id = tg.genre_id
                        where tg.title_id = t.id order by g.position, g.id) as genres,
                 array(select tg.slug from title_tags x join tags tg on tg.id = x.tag_id
                        where x.title_id = t.id order by tg.slug) as tags,
                 t.trailer_url as "trailerUrl",
                 (select json_object_agg(tt.lang, json_build_object('name', tt.name, 'tagline', tt.tagline,
                                                                   'description', tt.description))
                    from title_translations tt where tt.title_id = t.id) as translations,
                 json_build_object('poster', ${imageJson(sql`t.poster_image_id`)},
                                   'backdrop', ${imageJson(sql`t.backdrop_image_id`)},
                                   'logo', ${imageJson(sql`t.logo_image_id`)}) as images,
                 ${videoState} as video,
                 (select p.asset_id from playables p where p.title_id = t.id) as "assetId",
                 (select p.next_asset_id from playables p where p.title_id = t.id) as "nextAssetId",
                 ${seasonsJson} as seasons,
                 (select coalesce(json_agg(json_build_object(
                           'person', json_build_object('slug', p.slug, 'name', p.name),
                           'department', c.department, 'role', c.role) order by c.department, c.position, c.id), '[]'::json)
                    from credits c join people p on p.id = c.person_id where c.title_id = t.id) as credits,
                 (select coalesce(json_agg(json_build_object('name', a.name, 'year', a.year, 'outcome', a.outcome)
                           order by a.year desc, a.id), '[]'::json)
                    from awards a where a.title_id = t.id) as awards,
                 (select coalesce(json_agg(json_build_object('quality', l.quality, 'language', l.language,
                           'player', l.player, 'addedOn', to_char(l.added_on, 'YYYY-MM-DD')) order by l.id), '[]'::json)
                    from title_links l where l.title_id = t.id) as links,
                 ${isoTime('t.created_at')} as "createdAt", ${isoTime('t.updated_at')} as "updatedAt"
            from titles t where t.slug = ${slug}`,
    );
    return title ?? null;
  }
}
