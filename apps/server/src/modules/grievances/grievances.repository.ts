import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import {
  GRIEVANCE_RESOLVE_DAYS,
  grievanceCategories,
  type AdminGrievance,
  type GrievanceCategory,
  type GrievanceListQuery,
  type GrievancePage,
  type GrievanceReport,
  type GrievanceRow,
} from '@reelhouse/contracts/grievances';
import { rows, type Db } from '@reelhouse/db/database';
import { grievances } from '@reelhouse/db/schema/grievances';
import { isoTime, memberNameOf } from '../../platform/sql';

/** The categories as a SQL array, in the contract's order (constants, so written into the statement). */
const categoryArray = sql.raw(`array[${grievanceCategories.map((category) => `'${category}'`).join(', ')}]`);

const due = sql.raw(`(g.created_at + interval '${GRIEVANCE_RESOLVE_DAYS} days')`);

const rowColumns = sql`g.id, g.reference, g.name, g.email, g.category, g.title, g.status,
  ${isoTime('g.created_at')} as "createdAt", ${isoTime('g.acknowledged_at')} as "acknowledgedAt",
  to_char(${due} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "resolveBy",
  ${isoTime('g.resolved_at')} as "resolvedAt",
  (g.status = 'open' and ${due} < now()) as overdue`;

export interface NewGrievance {
  name: string;
  email: string;
  category: GrievanceCategory;
  title: string | null;
  description: string;
  language: string;
  userId: number | null;
  ip: string;
}

/** Complaints: filed with their reference, read by the console, resolved, and counted for the monthly report. */
export class GrievancesRepository {
  constructor(private readonly db: Db) {}

  /**
   * Stores a complaint, acknowledged now, and gives it its reference (GR-<year>-<six digits>) from
   * its id; run in the caller's transaction, so nobody sees it without one.
   */
  async file(grievance: NewGrievance): Promise<{ id: number; reference: string; createdAt: Date }> {
    const [added] = await this.db
      .insert(grievances)
      .values({ ...grievance, reference: `pending-${randomUUID()}`, acknowledgedAt: sql`now()` })
      .returning({ id: grievances.id, createdAt: grievances.createdAt });
    if (!added) throw new Error('the complaint was not stored');
    const reference = `GR-${added.createdAt.getUTCFullYear()}-${String(added.id).padStart(6, '0')}`;
    await this.db.update(grievances).set({ reference }).where(eq(grievances.id, added.id));
    return { id: added.id, reference, createdAt: added.createdAt };
  }

  async list(query: GrievanceListQuery): Promise<GrievancePage> {
    const where = query.status ? sql`g.status = ${query.status}` : sql`true`;
    const items = await rows<GrievanceRow>(
      this.db,
      sql`select ${rowColumns} from grievances g where ${where}
           order by (g.status = 'open') desc, (g.status = 'open' and ${due} < now()) desc, g.created_at asc, g.id
           limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
    );
    const [counted] = await rows<{ total: number }>(
      this.db,
      sql`select count(*)::int as total from grievances g where ${where}`,
    );
    return { items, page: query.page, pageSize: query.pageSize, total: counted?.total ?? 0 };
  }

  async one(id: number): Promise<AdminGrievance | null> {
    const [found] = await rows<AdminGrievance>(
      this.db,
      sql`select ${rowColumns}, g.description, g.language, g.resolution,
                 case when u.id is not null then ${memberNameOf('u')} end as "resolvedBy"
            from grievances g left join users u on u.id = g.resolved_by where g.id = ${id}`,
    );
    return found ?? null;
  }

  /** The complaint's row locked for the caller's transaction. */
  async lock(id: number) {
    const [row] = await this.db.select().from(grievances).where(eq(grievances.id, id)).for('update');
    return row ?? null;
  }

  async resolve(id: number, by: number, resolution: string): Promise<void> {
    await this.db
      .update(grievances)
      .set({ status: 'resolved', resolution, resolvedBy: by, resolvedAt: sql`now()` })
      .where(eq(grievances.id, id));
  }

  /**
   * The month's figures, the month taken in the operator's time zone: complaints received in it,
   * resolved in it, and pending at its end (received by then, not resolved by then).
   */
  async report(month: string, timeZone: string): Promise<GrievanceReport> {
    const start = sql`(${`${month}-01`}::date)::timestamp at time zone ${timeZone}`;
    const end = sql`((${`${month}-01`}::date + interval '1 month')::date)::timestamp at time zone ${timeZone}`;
    const found = await rows<{ category: GrievanceCategory; received: number; resolved: number; pending: number }>(
      this.db,
      sql`select c.category,
                 count(g.id) filter (where g.created_at >= ${start} and g.created_at < ${end})::int as received,
                 count(g.id) filter (where g.resolved_at >= ${start} and g.resolved_at < ${end})::int as resolved,
                 count(g.id) filter (where g.created_at < ${end} and (g.resolved_at is null or g.resolved_at >= ${end}))::int
                   as pending
            from unnest(${categoryArray}) as c(category)
            left join grievances g on g.category = c.category
           group by c.category order by array_position(${categoryArray}, c.category)`,
    );
    const sum = (key: 'received' | 'resolved' | 'pending') => found.reduce((total, row) => total + row[key], 0);
    return { month, received: sum('received'), resolved: sum('resolved'), pending: sum('pending'), categories: found };
  }
}
