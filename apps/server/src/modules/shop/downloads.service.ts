import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Download } from '@reelhouse/contracts/shop-orders';
import type { DownloadFile, DownloadsRepository } from './downloads.repository';

/** How long a download link works once made. */
export const DOWNLOAD_LINK_SECONDS = 10 * 60;

/**
 * Downloads bought with paid orders. A member asks for a link to one of theirs; the link is
 * signed (HMAC over the download id and expiry) and works for ten minutes without a session (so
 * a download manager can use it).
 */
export class Downloads {
  constructor(
    private readonly repository: DownloadsRepository,
    private readonly secret: Buffer,
  ) {}

  ofMember(userId: number): Promise<Download[]> {
    return this.repository.ofMember(userId);
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

  /** Counts one download off and names the file; null when none are left, it expired, or the order closed. */
  take(downloadId: number): Promise<DownloadFile | null> {
    return this.repository.take(downloadId);
  }

  /** Gives a download back when its file could not be sent. */
  giveBack(downloadId: number): Promise<void> {
    return this.repository.giveBack(downloadId);
  }

  verify(downloadId: number, expires: number, token: string, now = Date.now()): boolean {
    const expected = Buffer.from(this.sign(downloadId, expires));
    const given = Buffer.from(token);
    return expires > now / 1000 && given.length === expected.length && timingSafeEqual(given, expected);
  }

  private sign(downloadId: number, expires: number): string {
    return createHmac('sha256', this.secret).update(`download:${downloadId}:${expires}`).digest('base64url');
  }
}
