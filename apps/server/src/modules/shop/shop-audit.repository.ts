import { sql } from 'drizzle-orm';
import type { Db } from '@reelhouse/db/database';

/** Who changed what in the shop: every operator write leaves a line. */
export class ShopAudit {
  constructor(private readonly db: Db) {}

  async record(actorId: number, action: string, subject: string, details: Record<string, unknown>): Promise<void> {
    await this.db.execute(
      sql`insert into shop_audit (actor_id, action, subject, details)
          values (${actorId}, ${action}, ${subject}, ${JSON.stringify(details)}::jsonb)`,
    );
  }
}
