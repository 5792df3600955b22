import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@reelhouse/db/database';
import { users } from '@reelhouse/db/schema/accounts';
import { isoTime } from './sql';
import { operatorAudit } from '@reelhouse/db/schema/operators';

export interface AuditEntry {
  action: string;
  /** What was changed, as `<kind>:<key>` (`title:monsoon-letters`, `order:RH-1042`). */
  subject: string;
  details: Record<string, unknown>;
}

/** The fields of a record that differ between two readings, before and after (for an audit line's details). */
export function changedFields<T extends object>(before: T, after: T, ignore: readonly (keyof T)[] = []) {
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const key of Object.keys(after) as (keyof T & string)[]) {
    if (ignore.includes(key)) continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key]))
      changes[key] = { before: before[key], after: after[key] };
  }
  return changes;
}

/**
 * Who changed what from the operator console and its API: every operator write leaves a line. Build
 * it on the change's own transaction, so no change is kept without its line and no line tells of
 * a change that was rolled back.
 */
export class OperatorAudit {
  constructor(private readonly db: Db) {}

  async record(actorId: number | null, { action, subject, details }: AuditEntry): Promise<void> {
    await this.db.insert(operatorAudit).values({ actorId, action, subject, details });
  }

  /** What happened to one subject, newest first: who (their name as their account shows it), what, when. */
  async historyOf(subject: string, limit = 50) {
    return this.db
      .select({
        id: operatorAudit.id,
        action: operatorAudit.action,
        actor: sql<
          string | null
        >`coalesce(nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${users.mobile})`,
        at: sql<string>`${isoTime('operator_audit.created_at')}`,
        details: sql<Record<string, unknown>>`${operatorAudit.details}`,
      })
      .from(operatorAudit)
      .leftJoin(users, eq(users.id, operatorAudit.actorId))
      .where(eq(operatorAudit.subject, subject))
      .orderBy(desc(operatorAudit.id))
      .limit(limit);
  }
}
