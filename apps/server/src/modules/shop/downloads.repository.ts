import { eq, sql } from 'drizzle-orm';
import type { Download } from '@reelhouse/contracts/shop-orders';
import { rows, type Db } from '@reelhouse/db/database';
import { orderDownloads } from '@reelhouse/db/schema/shop-orders';
import { isoTime } from '../../platform/sql';
import { downloadsOpen } from './shop-sql';

export interface DownloadFile {
  name: string;
  storageKey: string;
  contentType: string;
}

/**
 * Members' downloads of paid orders. Each use counts one download off in the same statement that
 * checks the limit and expiry, so two uses at once cannot both take the last one.
 */
export class DownloadsRepository {
  constructor(private readonly db: Db) {}

  async ofMember(userId: number): Promise<Download[]> {
    return rows<Download>(
      this.db,
      sql`select d.id, o.number as "orderNumber", oi.name as "productName", f.name as "fileName", d.remaining,
                 ${isoTime('d.expires_at')} as "expiresAt",
                 (d.remaining is null or d.remaining > 0) and (d.expires_at is null or d.expires_at > now()) as available
            from order_downloads d join orders o on o.id = d.order_id join product_files f on f.id = d.file_id
            join lateral (select name from order_items where order_id = o.id and product_id = f.product_id limit 1) oi on true
           where d.user_id = ${userId} and ${downloadsOpen}
           order by d.created_at desc, d.id`,
    );
  }

  /** Counts one download off and names the file; null when none are left, it expired, or the order closed. */
  async take(downloadId: number): Promise<DownloadFile | null> {
    const [file] = await rows<DownloadFile>(
      this.db,
      sql`with taken as (
            update order_downloads d set remaining = case when d.remaining is null then null else d.remaining - 1 end,
                   downloaded_count = d.downloaded_count + 1
             where d.id = ${downloadId} and (d.remaining is null or d.remaining > 0)
               and (d.expires_at is null or d.expires_at > now())
               and exists (select 1 from orders o where o.id = d.order_id and ${downloadsOpen})
            returning d.file_id)
          select f.name, f.storage_key as "storageKey", f.content_type as "contentType"
            from taken join product_files f on f.id = taken.file_id`,
    );
    return file ?? null;
  }

  /** Gives a download back when its file could not be sent (an unlimited one stays unlimited: null + 1 is null). */
  async giveBack(downloadId: number): Promise<void> {
    await this.db
      .update(orderDownloads)
      .set({
        remaining: sql`${orderDownloads.remaining} + 1`,
        downloadedCount: sql`greatest(${orderDownloads.downloadedCount} - 1, 0)`,
      })
      .where(eq(orderDownloads.id, downloadId));
  }
}
