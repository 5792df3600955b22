import { sql, type SQL } from 'drizzle-orm';
import type { AuditLogLine, AuditPage, AuditQuery } from '@reelhouse/contracts/audit-log';
import { rows, type Db } from '@reelhouse/db/database';
import { isoTime, memberNameOf } from '../../platform/sql';

/** The operator audit log as the console reads it: filtered, paged, newest first. */
export class AuditLogRepository {
  constructor(
    private readonly db: Db,
    private readonly timeZone: string,
  ) {}

  async page(query: AuditQuery): Promise<AuditPage> {
    const zone = this.timeZone;
    const filters: SQL[] = [sql`true`];
    if (query.actor) filters.push(sql`a.actor_id = ${query.actor}`);
    if (query.area) filters.push(sql`split_part(a.action, '.', 1) = ${query.area}`);
    if (query.from) filters.push(sql`a.created_at >= (${query.from}::date)::timestamp at time zone ${zone}`);
    if (query.to) filters.push(sql`a.created_at < (${query.to}::date + 1)::timestamp at time zone ${zone}`);
    const where = sql.join(filters, sql` and `);
    const items = await rows<AuditLogLine>(
      this.db,
      sql`select a.id, ${isoTime('a.created_at')} as at, a.action, a.subject, a.details,
                 case when u.id is not null then json_build_object('id', u.id, 'name', ${memberNameOf('u')}) end as actor
            from operator_audit a left join users u on u.id = a.actor_id
           where ${where}
           order by a.id desc
           limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
    );
    const [counted] = await rows<{ total: number }>(
      this.db,
      sql`select count(*)::int as total from operator_audit a where ${where}`,
    );
    const areas = await rows<{ area: string }>(
      this.db,
      sql`select distinct split_part(action, '.', 1) as area from operator_audit order by 1`,
    );
    const actors = await rows<{ id: number; name: string }>(
      this.db,
      sql`select distinct u.id, ${memberNameOf('u')} as name
            from operator_audit a join users u on u.id = a.actor_id order by 2`,
    );
    return {
      items,
      page: query.page,
      pageSize: query.pageSize,
      total: counted?.total ?? 0,
      areas: areas.map((row) => row.area),
      actors,
    };
  }
}
