import { createCipheriv } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { segmentsOf } from './hls-playlists';

/**
 * Where a media playlist points players for the key: `<token>/key`, beside the rungs (`360/`), or
 * two levels up from an audio track (`audio/1/`).
 */
export const KEY_URI = '../key';
export const AUDIO_KEY_URI = '../../key';

/**
 * The IV HLS implies when EXT-X-KEY has none: the segment's media sequence number as a 128-bit
 * big-endian integer (RFC 8216, 5.2).
 */
export function ivFor(sequence: number): Buffer {
  const iv = Buffer.alloc(16);
  iv.writeBigUInt64BE(BigInt(sequence), 8);
  return iv;
}

/**
 * The playlist with an AES-128 key tag placed after EXT-X-MAP: the segments are encrypted, the
 * initialisation section (codec set-up, no pictures) stays clear, as the key tag only covers
 * what follows it.
 */
export function withKeyTag(playlist: string, keyUri = KEY_URI): string {
  const tag = `#EXT-X-KEY:METHOD=AES-128,URI="${keyUri}"`;
  const lines = playlist.split('\n');
  const map = lines.findIndex((line) => line.startsWith('#EXT-X-MAP:'));
  if (map < 0) throw new Error('the media playlist has no EXT-X-MAP');
  lines.splice(map + 1, 0, tag);
  return lines.join('\n');
}

/**
 * Encrypts a finished rendition in place, HLS AES-128 style (whole segments, CBC, PKCS#7). ffmpeg
 * 5.1 refuses to encrypt fMP4 itself ("Encrypted fmp4 not yet supported"), so we do it after it.
 */
export async function encryptRendition(dir: string, keyHex: string, keyUri = KEY_URI): Promise<void> {
  const playlistPath = path.join(dir, 'index.m3u8');
  const playlist = await readFile(playlistPath, 'utf8');
  const key = Buffer.from(keyHex, 'hex');
  const firstSequence = Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(playlist)?.[1] ?? 0);
  for (const [position, segment] of segmentsOf(playlist).entries()) {
    const file = path.join(dir, segment.uri);
    const cipher = createCipheriv('aes-128-cbc', key, ivFor(firstSequence + position));
    await writeFile(file, Buffer.concat([cipher.update(await readFile(file)), cipher.final()]));
  }
  await writeFile(playlistPath, withKeyTag(playlist, keyUri));
}
