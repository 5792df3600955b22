import { sql } from 'drizzle-orm';
import type { AgeRating } from '@reelhouse/contracts/catalogue';
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

  /**
   * Accounts whose weekly digest is due (asked for, an address, not blocked, none sent in a week),
   * with the holder's language and the moment after which notices are new to them.
   */
  dueDigests(limit: number): Promise<DueDigest[]> {
    return rows<DueDigest>(
      this.db,
      sql`select u.id as "userId", u.email, coalesce(p.language, 'en') as language,
                 extract(epoch from greatest(coalesce(u.notice_digest_sent_at, '-infinity'),
                                             now() - make_interval(days => ${DIGEST_DAYS})))::float8 * 1000 as "sinceMs"
            from users u
            left join profiles p on p.user_id = u.id and p.owner
           where u.notice_digest and u.email is not null and u.blocked_at is null
             and (u.notice_digest_sent_at is null
                  or u.notice_digest_sent_at <= now() - make_interval(days => ${DIGEST_DAYS}))
           order by u.id
           limit ${limit}`,
    );
  }

  /** An account's profiles with what limits each: its own limit and the account's age gate and PIN. */
  digestProfiles(userId: number): Promise<DigestProfile[]> {
    return rows<DigestProfile>(
      this.db,
      sql`select p.id, coalesce(p.name, case when p.owner then nullif(trim(u.first_name), '') end) as name,
                 p.maturity_limit as "maturityLimit", u.age_confirmed_at is not null as "adultConfirmed",
                 u.parental_pin_hash is not null as "pinSet"
            from profiles p join users u on u.id = p.user_id
           where p.user_id = ${userId}
           order by p.owner desc, p.id`,
    );
  }

  async markDigestSent(userId: number): Promise<void> {
    await this.db.execute(sql`update users set notice_digest_sent_at = now() where id = ${userId}`);
  }

  /** What the one-click unsubscribe does. */
  async stopDigest(userId: number): Promise<void> {
    await this.db.execute(sql`update users set notice_digest = false where id = ${userId}`);
  }
}

/** A week between digests. */
export const DIGEST_DAYS = 7;

export interface DueDigest {
  userId: number;
  email: string;
  language: Language;
  sinceMs: number;
}

export interface DigestProfile {
  id: number;
  name: string | null;
  maturityLimit: AgeRating;
  adultConfirmed: boolean;
  pinSet: boolean;
}
