import { sql } from 'drizzle-orm';
import type { Language } from '@reelhouse/contracts/locales';
import { LEAVING_NOTICE_DAYS, NEW_EPISODE_DAYS, type Notice } from '@reelhouse/contracts/notices';
import { rows, type Db } from '@reelhouse/db/database';
import { imageJson, isoTime, translated } from '../../platform/sql';
import { titleTextJoins, visibleTitles, type Visibility } from '../catalogue/catalogue.module';

/** More would not fit the bell; older news has stopped being news. */
const MAX_NOTICES = 50;

/**
 * A profile's notices, worked out from its My List each time (nothing to keep in step when an
 * operator adds an episode, changes a leaving date or a rating): new episodes of listed series
 * published since the series was listed, in the last weeks; listed titles leaving within two
 * weeks. Only titles the profile may see, as everywhere.
 */
export class NoticesRepository {
  constructor(private readonly db: Db) {}

  async list(profileId: number, lang: Language, visibility: Visibility): Promise<Notice[]> {
    return rows<Notice>(
      this.db,
      sql`
      with seen as (select coalesce(notices_seen_at, '-infinity') as at from profiles where id = ${profileId}),
      news as (
        select 'new_episode' as kind, e.published_at as at, t.id as title_id, e.id as episode_id,
               s.number as season, e.number as number, null::timestamptz as leaving_at
          from watchlist_items w
          join titles t on t.id = w.title_id
          join seasons s on s.title_id = t.id
          join episodes e on e.season_id = s.id
         where w.profile_id = ${profileId} and ${visibleTitles(visibility)}
           and e.published_at > w.added_at
           and e.published_at > now() - make_interval(days => ${NEW_EPISODE_DAYS})
           and e.published_at <= now()
        union all
        select 'leaving', greatest(t.leaving_at - make_interval(days => ${LEAVING_NOTICE_DAYS}), w.added_at),
               t.id, null, null, null, t.leaving_at
          from watchlist_items w
          join titles t on t.id = w.title_id
         where w.profile_id = ${profileId} and ${visibleTitles(visibility)}
           and t.leaving_at > now()
           and t.leaving_at <= now() + make_interval(days => ${LEAVING_NOTICE_DAYS})
      )
      select n.kind, ${isoTime('n.at')} as at, n.at > (select at from seen) as unread,
             json_build_object('slug', t.slug, 'kind', t.kind, 'name', ${translated('tt', 'name')},
                               'thumbnail', ${imageJson(sql`coalesce(t.thumbnail_image_id, t.backdrop_image_id)`)}) as title,
             case when n.episode_id is null then null
                  else json_build_object('id', n.episode_id, 'season', n.season, 'number', n.number,
                                         'name', ${translated('et', 'name')}) end as episode,
             ${isoTime('n.leaving_at')} as "leavingAt"
        from news n
        join titles t on t.id = n.title_id
        ${titleTextJoins(lang)}
        left join (episode_translations et_en
                   left join episode_translations et_l on et_l.episode_id = et_en.episode_id and et_l.lang = ${lang})
          on et_en.episode_id = n.episode_id and et_en.lang = 'en'
       order by n.at desc, n.episode_id desc nulls last
       limit ${MAX_NOTICES}`,
    );
  }

  async markSeen(profileId: number): Promise<void> {
    await this.db.execute(sql`update profiles set notices_seen_at = now() where id = ${profileId}`);
  }
}
