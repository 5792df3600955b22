import { sql, type SQL } from 'drizzle-orm';
import type { AdminMember, AdminMemberPage, AdminMemberRow, MemberListQuery } from '@reelhouse/contracts/members-admin';
import { rows, type Db } from '@reelhouse/db/database';
import { containsPattern, isoTime, memberNameOf } from '../../platform/sql';

const nameOf = memberNameOf('u');

const sortColumns: Record<MemberListQuery['sort'], SQL> = {
  joined: sql`u.created_at`,
  name: sql`lower(${nameOf})`,
};

/** The console's member list: search and paging over accounts. */
export class MembersAdminRepository {
  constructor(private readonly db: Db) {}

  async list(query: MemberListQuery): Promise<AdminMemberPage> {
    const filters: SQL[] = [sql`true`];
    if (query.q) {
      const text = containsPattern(query.q);
      // A number is typed with spaces, dashes or a leading 0 as often as in E.164: match its digits.
      const digits = query.q.replace(/\D/g, '').replace(/^0+/, '');
      filters.push(sql`(lower(${nameOf}) like ${text} or lower(u.email) like ${text} or lower(u.username) like ${text}
                        ${digits.length >= 3 ? sql`or u.mobile like ${`%${digits}%`}` : sql``})`);
    }
    if (query.role) filters.push(sql`u.role = ${query.role}`);
    const where = sql.join(filters, sql` and `);
    const items = await rows<AdminMemberRow>(
      this.db,
      sql`select u.id, ${nameOf} as name, u.mobile, u.email, u.username, u.role, ${isoTime('u.created_at')} as "joinedAt",
                 (select ${isoTime('max(s.last_seen_at)')} from sessions s
                   where s.user_id = u.id and s.revoked_at is null) as "lastSeenAt"
            from users u
           where ${where}
           order by ${sortColumns[query.sort]} ${sql.raw(query.order)}, u.id ${sql.raw(query.order)}
           limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
    );
    const [counted] = await rows<{ total: number }>(
      this.db,
      sql`select count(*)::int as total from users u where ${where}`,
    );
    return { items, page: query.page, pageSize: query.pageSize, total: counted?.total ?? 0 };
  }

  /** How many titles the member has played, and the ten latest with how far they got (names in English). */
  async watching(userId: number): Promise<AdminMember['watching']> {
    const watched = sql`select coalesce(pl.title_id, se.title_id) as title_id, pl.episode_id, w.position_seconds,
                               w.duration_seconds, w.updated_at
                          from watch_positions w
                          join playables pl on pl.id = w.playable_id
                          left join episodes e on e.id = pl.episode_id
                          left join seasons se on se.id = e.season_id
                         where w.profile_id in (select id from profiles where user_id = ${userId})`;
    const recent = await rows<AdminMember['watching']['recent'][number]>(
      this.db,
      sql`select t.slug, tt.name, et.name as episode,
                 least(1, w.position_seconds / nullif(w.duration_seconds, 0))::float8 as progress,
                 ${isoTime('w.updated_at')} as at
            from (${watched}) w
            join titles t on t.id = w.title_id
            join title_translations tt on tt.title_id = t.id and tt.lang = 'en'
            left join episode_translations et on et.episode_id = w.episode_id and et.lang = 'en'
           order by w.updated_at desc limit 10`,
    );
    const [counted] = await rows<{ titles: number }>(
      this.db,
      sql`select count(distinct w.title_id)::int as titles from (${watched}) w`,
    );
    return { titles: counted?.titles ?? 0, recent: recent.map((item) => ({ ...item, progress: item.progress ?? 0 })) };
  }
}
