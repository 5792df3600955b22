import type { Db } from '@reelhouse/db/database';
import { shopAudit } from '@reelhouse/db/schema/shop-orders';

/** Who changed what in the shop: every operator write leaves a line. */
export class ShopAudit {
  constructor(private readonly db: Db) {}

  async record(actorId: number, action: string, subject: string, details: Record<string, unknown>): Promise<void> {
    await this.db.insert(shopAudit).values({ actorId, action, subject, details });
  }
}
