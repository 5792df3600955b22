import type { IncomingHttpHeaders } from 'node:http';
import { INT32_MAX } from '@reelhouse/contracts/numbers';
import type { ErrorCode } from '@reelhouse/contracts/problem';
import { hlsPrefix } from '../media/media.module';
import { bearerToken, SESSION_COOKIE } from '../../platform/auth/session-requests';
import { VISITOR_COOKIE } from './playback-viewer';
import { viewerTagOf, type EndedSessions, type PlaybackGrant, type PlaybackTokens } from './playback-token';
import { singleRange } from '../../platform/storage/send-blob';
import type { CachedFile } from './segment-cache';

/** Every file a token may open, by name: nothing else under the asset is reachable. */
const servable =
  /^(?:master\.m3u8|key|(?:(?<height>\d{3,4})|audio\/\d)\/(?:index\.m3u8|init\.mp4|seg_\d{5}\.m4s)|storyboard\/(?:thumbnails\.vtt|poster\.jpg|sheet_\d{3}\.jpg)|subtitles\/[a-z]{2}\.vtt)$/;

const assetIdPattern = /^[1-9]\d{0,9}$/;
const MAX_ASSET_ID = INT32_MAX;

/** Files that never change under their name, by extension, with their types. */
const immutableTypes: Record<string, string> = {
  '.m4s': 'video/iso.segment',
  '.mp4': 'video/mp4',
  '.jpg': 'image/jpeg',
};

/** Segments, init sections and pictures never change under a name; playlists might be rewritten. */
export const IMMUTABLE_PRIVATE = 'private, max-age=31536000, immutable';

/** Why a request for an HLS file is refused; the same few answers for every request. */
export const refusals = {
  noSuchFile: { code: 'not_found', message: 'There is no such file.' },
  invalidLink: {
    code: 'forbidden',
    message: 'This playback link is not valid here, or has expired. Press play again.',
  },
  quality: { code: 'forbidden', message: 'Your plan does not include this quality.' },
} as const satisfies Record<string, { code: ErrorCode; message: string }>;

export type Refusal = (typeof refusals)[keyof typeof refusals];

export interface AdmittedFile {
  assetId: number;
  grant: PlaybackGrant;
  /** The path under the asset's directory, as requested. */
  name: string;
  /** The file's storage key. */
  key: string;
  /** The type of a file that never changes under its name; undefined for playlists and keys. */
  immutableType: string | undefined;
  /** The session cookie or bearer token the grant was issued to; null for a visitor's player cookie. */
  session: string | null;
}

export interface HlsAccessOptions {
  tokens: PlaybackTokens;
  parseCookie: (header: string) => Record<string, string | undefined>;
  endedSessions: EndedSessions;
  /** Whether the session of this cookie or bearer token is still signed in. */
  sessionLive: (secret: string) => Promise<boolean>;
}

/**
 * Who may open which file under `/media/hls/<asset>/<token>/<name>`: a token signed for that asset,
 * unexpired, issued to this browser's session or visitor cookie (or the app's bearer token) while
 * that session lasts, and only renditions up to the height the token allows. One check, used by
 * the routes and the lane that answers segments in memory before them.
 */
export class HlsAccess {
  constructor(private readonly options: HlsAccessOptions) {}

  /** The check without waiting: ended sessions as this process heard of them. */
  admit(headers: IncomingHttpHeaders, assetIdText: string, token: string, name: string): AdmittedFile | Refusal {
    const file = servable.exec(name);
    const assetId = Number(assetIdText);
    if (!file || !assetIdPattern.test(assetIdText) || assetId > MAX_ASSET_ID) return refusals.noSuchFile;
    const grant = this.options.tokens.verify(token, assetId);
    const holder = grant && this.holderOf(grant, headers);
    if (!grant || !holder || this.options.endedSessions.has(grant.viewer)) return refusals.invalidLink;
    const height = file.groups?.height;
    if (height !== undefined && Number(height) > grant.maxHeight) return refusals.quality;
    return {
      assetId,
      grant,
      name,
      key: `${hlsPrefix(assetId)}/${name}`,
      immutableType: immutableTypes[name.slice(name.lastIndexOf('.'))],
      session: holder.session ? holder.secret : null,
    };
  }

  /**
   * Whether an admission made earlier for the same URL and credentials still stands: all that can
   * change since is the clock (the token's expiry) and the session ending.
   */
  stillAdmits(file: AdmittedFile, nowSeconds = Date.now() / 1000): boolean {
    return file.grant.expires > nowSeconds && !this.options.endedSessions.has(file.grant.viewer);
  }

  /** The whole check: also asks the database whether the session is still signed in. */
  async admitLive(headers: IncomingHttpHeaders, assetIdText: string, token: string, name: string) {
    const admitted = this.admit(headers, assetIdText, token, name);
    const session = 'grant' in admitted ? admitted.session : null;
    return session && !(await this.options.sessionLive(session)) ? refusals.invalidLink : admitted;
  }

  /** The cookie or token the grant was issued to, among those the request carries. */
  private holderOf(grant: PlaybackGrant, headers: IncomingHttpHeaders) {
    const cookies = headers.cookie ? this.options.parseCookie(headers.cookie) : {};
    const held = [
      { secret: cookies[SESSION_COOKIE], session: true },
      { secret: cookies[VISITOR_COOKIE], session: false },
      { secret: bearerToken({ headers }), session: true },
    ];
    return held.find(
      (item): item is { secret: string; session: boolean } =>
        typeof item.secret === 'string' && item.secret !== '' && viewerTagOf(item.secret) === grant.viewer,
    );
  }
}

export interface MemoryAnswer {
  status: 200 | 206 | 304;
  headers: Record<string, string>;
  body: Buffer | undefined;
}

/**
 * How to answer from a file in memory: whole, 304 for the browser's own copy, or one byte range.
 * Null for what is left to the file server (several ranges, a range past the end).
 */
export function memoryAnswer(file: CachedFile, type: string, request: IncomingHttpHeaders): MemoryAnswer | null {
  const headers: Record<string, string> = {
    'cache-control': IMMUTABLE_PRIVATE,
    'accept-ranges': 'bytes',
    etag: file.etag,
    'last-modified': file.lastModified,
    'content-type': type,
  };
  if (request['if-none-match'] === file.etag) return { status: 304, headers, body: undefined };
  const { range } = request;
  if (!range) return { status: 200, headers, body: file.body };
  const part = singleRange(range, file.body.length);
  if (!part) return null;
  headers['content-range'] = `bytes ${part.start}-${part.end}/${file.body.length}`;
  return { status: 206, headers, body: file.body.subarray(part.start, part.end + 1) };
}
