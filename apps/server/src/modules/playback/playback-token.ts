import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/** What a token lets its holder fetch: one asset's files, up to a height, from one session, until a time. */
export interface PlaybackGrant {
  assetId: number;
  maxHeight: number;
  /** `viewerTag` of the session or visitor it was issued to. */
  viewer: string;
  /** Unix seconds. */
  expires: number;
}

/** The directory a token opens; the signature covers it, so a token opens no other asset. */
export const hlsPathPrefix = (assetId: number) => `/media/hls/${assetId}/`;

/**
 * Every segment request checks its token and its cookie's tag; a player asks for the same few
 * dozen times over, so the hashes are remembered (bounded, and only for what checked out).
 */
const MEMO_ENTRIES = 10_000;

const knownTags = new LRUCache<string, string>({ max: MEMO_ENTRIES });

/** A short, stable tag of a session or visitor cookie: what tokens and streams are bound to. */
export function viewerTagOf(cookieOrToken: string): string {
  let tag = knownTags.get(cookieOrToken);
  if (tag === undefined) {
    tag = createHash('sha256').update(cookieOrToken).digest('base64url').slice(0, 22);
    knownTags.set(cookieOrToken, tag);
  }
  return tag;
}

/** A session's tag from its stored id hash (SHA-256 of the cookie, like viewerTagOf): no cookie needed. */
export const sessionTagOf = (idHash: string): string => idHash.slice(0, 22);

/**
 * Tags of sessions that ended (log-out, signed out elsewhere, account deleted), kept as long as a
 * token issued to them could still be valid: links bound to them stop at once, not at expiry.
 * Checked synchronously on every segment, so it lives in memory; the routes that serve keys and
 * playlists also ask the database (see HlsAccess.admitLive), which every process shares.
 */
export class EndedSessions {
  private readonly tags: LRUCache<string, true>;

  constructor(tokenTtlSeconds: number) {
    this.tags = new LRUCache({ max: 100_000, ttl: tokenTtlSeconds * 1000 });
  }

  add(idHashes: string[]): void {
    for (const idHash of idHashes) this.tags.set(sessionTagOf(idHash), true);
  }

  has(tag: string): boolean {
    return this.tags.has(tag);
  }
}

/**
 * Signed playback tokens, carried in the URL path so that every relative URL inside a playlist
 * keeps it (like PeerTube's video file tokens): `<height>.<expires>.<viewer>.<hmac>`, the HMAC
 * over the asset's path prefix and those fields.
 */
export class PlaybackTokens {
  /** Grants whose signature checked out, by asset and token; expiry is still checked on each use. */
  private readonly verified = new LRUCache<string, PlaybackGrant>({ max: MEMO_ENTRIES });

  constructor(private readonly secret: Buffer) {}

  sign(grant: PlaybackGrant): string {
    const fields = `${grant.maxHeight}.${Math.floor(grant.expires)}.${grant.viewer}`;
    return `${fields}.${this.mac(grant.assetId, fields)}`;
  }

  /** The grant a token carries for this asset, or null if it is forged, for another asset or expired. */
  verify(token: string, assetId: number, nowSeconds = Date.now() / 1000): PlaybackGrant | null {
    const key = `${assetId}/${token}`;
    let grant = this.verified.get(key) ?? null;
    if (!grant) {
      grant = this.checkSignature(token, assetId);
      if (grant) this.verified.set(key, grant);
    }
    return grant && grant.expires > nowSeconds ? grant : null;
  }

  private checkSignature(token: string, assetId: number): PlaybackGrant | null {
    const parts = token.split('.');
    if (parts.length !== 4) return null;
    const [height, expires, viewer, mac] = parts as [string, string, string, string];
    const expected = Buffer.from(this.mac(assetId, `${height}.${expires}.${viewer}`));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return { assetId, maxHeight: Number(height), expires: Number(expires), viewer };
  }

  private mac(assetId: number, fields: string): string {
    return createHmac('sha256', this.secret)
      .update(`${hlsPathPrefix(assetId)}|${fields}`)
      .digest('base64url');
  }
}
