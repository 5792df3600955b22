import { sql } from 'drizzle-orm';
import type { Download } from '@reelhouse/contracts/shop-orders';
import { rows, type Db } from '@reelhouse/db/database';
import { isoTime } from '../../platform/sql';

export interface DownloadFile {
  name: string;
  storageKey: string;
  contentType: string;
}

/** A download right `e` in the ledger that can be used now: its order open, not expired, uses left. */
const usable = sql.raw(
  `e.state = 'active' and (e.remaining is null or e.remaining > 0) and (e.ends_at is null or e.ends_at > now())`,
);

/**
 * Members' downloads of paid orders: the `download` rows of the entitlement ledger, which follow
 * their orders (see moveOrder). Each use counts one download off in the same statement that
 * checks the limit and expiry, so two uses at once cannot both take the last one.
 */
export class DownloadsRepository {
  constructor(private readonly db: Db) {}

  async ofMember(userId: number): Promise<Download[]> {
    return rows<Download>(
      this.db,
      sql`select e.id, o.number as "orderNumber", oi.name as "productName", f.name as "fileName", e.remaining,
                 ${isoTime('e.ends_at')} as "expiresAt", ${usable} as available
            from entitlements e join orders o on o.id = e.order_id join product_files f on f.id = e.product_file_id
            join lateral (select name from order_items where order_id = o.id and product_id = f.product_id limit 1) oi on true
           where e.user_id = ${userId} and e.kind = 'download' and e.state = 'active'
           order by e.created_at desc, e.id`,
    );
  }

  /** Counts one download off and names the file; null when none are left, it expired, or the order closed. */
  async take(downloadId: number): Promise<DownloadFile | null> {
    const [file] = await rows<DownloadFile>(
      this.db,
      sql`with taken as (
            update entitlements e set remaining = case when e.remaining is null then null else e.remaining - 1 end,
                   downloaded_count = e.downloaded_count + 1
             where e.id = ${downloadId} and e.kind = 'download' and ${usable}
            returning e.product_file_id)
          select f.name, f.storage_key as "storageKey", f.content_type as "contentType"
            from taken join product_files f on f.id = taken.product_file_id`,
    );
    return file ?? null;
  }

  /** Gives a download back when its file could not be sent (an unlimited one stays unlimited: null + 1 is null). */
  async giveBack(downloadId: number): Promise<void> {
    await this.db.execute(
      sql`update entitlements set remaining = remaining + 1, downloaded_count = greatest(downloaded_count - 1, 0)
           where id = ${downloadId} and kind = 'download'`,
    );
  }
}
