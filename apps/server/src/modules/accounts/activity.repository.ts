import { sql } from 'drizzle-orm';
import type { Activity } from '@reelhouse/contracts/session';
import type { Language } from '@reelhouse/contracts/locales';
import { rows, type Db } from '@reelhouse/db/database';
import { titleTextJoins, visibleTitles, type Visibility } from '../catalogue/catalogue.module';
import { translated, isoTime } from '../../platform/sql';

/**
 * The member's latest doings across the account: titles saved, reviews written, playlists
 * changed, devices signed in. Titles the member may not see (now) are left out.
 */
export class ActivityRepository {
  constructor(private readonly db: Db) {}

  recent(userId: number, lang: Language, visibility: Visibility, limit = 8): Promise<Activity[]> {
    const name = translated('tt', 'name');
    return rows<Activity>(
      this.db,
      sql`
      select kind, ${isoTime('ts', 'milliseconds')} as at, name, slug,
             "titleKind", "playlistId"
        from (
        select 'watchlist' as kind, w.added_at as ts, ${name} as name, t.slug, t.kind as "titleKind",
               null as "playlistId"
          from watchlist_items w join titles t on t.id = w.title_id ${titleTextJoins(lang)}
         where w.profile_id in (select id from profiles where user_id = ${userId}) and ${visibleTitles(visibility)}
        union all
        select 'review', r.created_at, ${name}, t.slug, t.kind, null
          from reviews r join titles t on t.id = r.title_id ${titleTextJoins(lang)}
         where r.user_id = ${userId} and ${visibleTitles(visibility)}
        union all
        select 'playlist', p.updated_at, p.name, null, null, p.public_id
          from playlists p where p.user_id = ${userId}
        union all
        select 'device', s.created_at, s.device, null, null, null
          from sessions s where s.user_id = ${userId}
      ) activity
      order by ts desc
      limit ${limit}`,
    );
  }
}
