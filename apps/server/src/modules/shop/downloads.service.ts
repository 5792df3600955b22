import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Download } from '@reelhouse/contracts/shop-orders';
import { rows, type Db } from '@reelhouse/db/database';
import { isoTime } from '../../platform/sql';

/** How long a download link works once made. */
export const DOWNLOAD_LINK_SECONDS = 10 * 60;

export interface DownloadFile {
  name: string;
  storageKey: string;
  contentType: string;
}

/**
 * Downloads bought with paid orders. A member asks for a link to one of theirs; the link is
 * signed (HMAC over the download id and expiry), works for ten minutes without a session (so a
 * download manager can use it), and each use counts one download off in the same statement that
 * checks the limit and expiry, so two uses at once cannot both take the last one.
 */
export class Downloads {
  constructor(
    private readonly db: Db,
    private readonly secret: Buffer,
  ) {}

  async ofMember(userId: number): Promise<Download[]> {
    return rows<Download>(
      this.db,
      sql`select d.id, o.number as "orderNumber", oi.name as "productName", f.name as "fileName", d.remaining,
                 ${isoTime('d.expires_at')} as "expiresAt",
                 (d.remaining is null or d.remaining > 0) and (d.expires_at is null or d.expires_at > now()) as available
            from order_downloads d join orders o on o.id = d.order_id join product_files f on f.id = d.file_id
            join lateral (select name from order_items where order_id = o.id and product_id = f.product_id limit 1) oi on true
           where d.user_id = ${userId} and o.status in ('processing', 'completed')
           order by d.created_at desc, d.id`,
    );
  }

  /** A signed link to one of the member's downloads, or null when it is not theirs or is used up. */
  async link(userId: number, downloadId: number, origin: string, now = Date.now()): Promise<string | null> {
    const [download] = (await this.ofMember(userId)).filter((item) => item.id === downloadId);
    if (!download?.available) return null;
    const expires = Math.floor(now / 1000) + DOWNLOAD_LINK_SECONDS;
    const query = new URLSearchParams({
      id: String(downloadId),
      expires: String(expires),
      token: this.sign(downloadId, expires),
    });
    return `${origin}/api/shop/downloads/file?${query}`;
  }

  verify(downloadId: number, expires: number, token: string, now = Date.now()): boolean {
    const expected = Buffer.from(this.sign(downloadId, expires));
    const given = Buffer.from(token);
    return expires > now / 1000 && given.length === expected.length && timingSafeEqual(given, expected);
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
               and exists (select 1 from orders o where o.id = d.order_id and o.status in ('processing', 'completed'))
            returning d.file_id)
          select f.name, f.storage_key as "storageKey", f.content_type as "contentType"
            from taken join product_files f on f.id = taken.file_id`,
    );
    return file ?? null;
  }

  /** Gives a download back when its file could not be sent. */
  async giveBack(downloadId: number): Promise<void> {
    await this.db.execute(
      sql`update order_downloads set remaining = case when remaining is null then null else remaining + 1 end,
            downloaded_count = greatest(downloaded_count - 1, 0) where id = ${downloadId}`,
    );
  }

  private sign(downloadId: number, expires: number): string {
    return createHmac('sha256', this.secret).update(`download:${downloadId}:${expires}`).digest('base64url');
  }
}
