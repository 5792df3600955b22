import { eq, sql, type SQL } from 'drizzle-orm';
import type { AdminEnquiry, EnquiryListQuery, EnquiryPage, EnquiryRow } from '@reelhouse/contracts/enquiries-admin';
import type { EnquiryStatus } from '@reelhouse/contracts/enquiries';
import { rows, type Db } from '@reelhouse/db/database';
import { enquiries, enquiryReplies } from '@reelhouse/db/schema/contact';
import { containsPattern, isoTime, memberNameOf } from '../../platform/sql';

const person = (alias: string) =>
  sql`case when ${sql.raw(alias)}.id is not null then json_build_object('id', ${sql.raw(alias)}.id, 'name', ${memberNameOf(alias)}) end`;

/** The console's inbox of enquiries and the answers mailed to them. */
export class EnquiriesAdminRepository {
  constructor(private readonly db: Db) {}

  async list(query: EnquiryListQuery): Promise<EnquiryPage> {
    const filters: SQL[] = [sql`true`];
    if (query.q) {
      const text = containsPattern(query.q);
      filters.push(sql`(lower(e.name) like ${text} or lower(e.email) like ${text} or lower(e.message) like ${text})`);
    }
    if (query.status) filters.push(sql`e.status = ${query.status}`);
    const where = sql.join(filters, sql` and `);
    const items = await rows<EnquiryRow>(
      this.db,
      sql`select e.id, e.name, e.email, left(e.message, 140) as excerpt, e.status, ${person('a')} as assignee,
                 (select count(*)::int from enquiry_replies r where r.enquiry_id = e.id) as replies,
                 ${isoTime('e.created_at')} as "createdAt"
            from enquiries e left join users a on a.id = e.assignee_id
           where ${where}
           order by e.created_at desc, e.id desc
           limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
    );
    const [counted] = await rows<{ total: number }>(
      this.db,
      sql`select count(*)::int as total from enquiries e where ${where}`,
    );
    return { items, page: query.page, pageSize: query.pageSize, total: counted?.total ?? 0 };
  }

  async one(id: number): Promise<AdminEnquiry | null> {
    const [found] = await rows<Omit<AdminEnquiry, 'replies' | 'operators'>>(
      this.db,
      sql`select e.id, e.name, e.email, e.message, e.language, e.status, ${person('a')} as assignee,
                 ${person('m')} as member, ${isoTime('e.created_at')} as "createdAt"
            from enquiries e left join users a on a.id = e.assignee_id left join users m on m.id = e.user_id
           where e.id = ${id}`,
    );
    if (!found) return null;
    const replies = await rows<AdminEnquiry['replies'][number]>(
      this.db,
      sql`select r.id, ${memberNameOf('u')} as author, r.body, ${isoTime('r.created_at')} as at
            from enquiry_replies r left join users u on u.id = r.author_id
           where r.enquiry_id = ${id} order by r.id`,
    );
    const operators = await rows<AdminEnquiry['operators'][number]>(
      this.db,
      sql`select u.id, ${memberNameOf('u')} as name from users u where u.role in ('admin', 'editor') order by 2`,
    );
    return { ...found, replies, operators };
  }

  /** The enquiry's row locked for the caller's transaction: who to mail, in which language. */
  async lock(id: number) {
    const [row] = await this.db
      .select({
        id: enquiries.id,
        name: enquiries.name,
        email: enquiries.email,
        message: enquiries.message,
        language: enquiries.language,
        status: enquiries.status,
        assigneeId: enquiries.assigneeId,
      })
      .from(enquiries)
      .where(eq(enquiries.id, id))
      .for('update');
    return row ?? null;
  }

  async addReply(enquiryId: number, authorId: number, body: string): Promise<void> {
    await this.db.insert(enquiryReplies).values({ enquiryId, authorId, body });
  }

  async update(id: number, change: { status?: EnquiryStatus; assigneeId?: number | null }): Promise<void> {
    await this.db.update(enquiries).set(change).where(eq(enquiries.id, id));
  }

  /** Whether this account may be given enquiries (an operator's). */
  async isOperator(userId: number): Promise<boolean> {
    const [row] = await rows<{ ok: boolean }>(
      this.db,
      sql`select exists (select 1 from users where id = ${userId} and role in ('admin', 'editor')) as ok`,
    );
    return row?.ok ?? false;
  }
}
