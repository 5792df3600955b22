import { createDecipheriv, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { encryptRendition, ivFor, withKeyTag } from './hls-encryption';

const playlist = [
  '#EXTM3U',
  '#EXT-X-VERSION:7',
  '#EXT-X-MEDIA-SEQUENCE:0',
  '#EXT-X-MAP:URI="init.mp4"',
  '#EXTINF:6.000000,',
  'seg_00000.m4s',
  '#EXTINF:2.000000,',
  'seg_00001.m4s',
  '#EXT-X-ENDLIST',
  '',
].join('\n');

describe('HLS AES-128', () => {
  it('derives each segment’s IV from its sequence number', () => {
    expect(ivFor(0).toString('hex')).toBe('0'.repeat(32));
    expect(ivFor(258).toString('hex')).toBe(`${'0'.repeat(28)}0102`);
  });

  it('puts the key tag after the initialisation section, which stays clear', () => {
    const tagged = withKeyTag(playlist).split('\n');
    expect(tagged[tagged.indexOf('#EXT-X-MAP:URI="init.mp4"') + 1]).toBe('#EXT-X-KEY:METHOD=AES-128,URI="../key"');
  });

  it('encrypts every segment so that the key and the implied IV give the original back', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hls-aes-'));
    const clear = [randomBytes(1000), randomBytes(333)];
    writeFileSync(path.join(dir, 'index.m3u8'), playlist);
    clear.forEach((bytes, index) => writeFileSync(path.join(dir, `seg_0000${index}.m4s`), bytes));
    const key = randomBytes(16).toString('hex');
    await encryptRendition(dir, key);
    clear.forEach((bytes, index) => {
      const encrypted = readFileSync(path.join(dir, `seg_0000${index}.m4s`));
      expect(encrypted.equals(bytes)).toBe(false);
      const decipher = createDecipheriv('aes-128-cbc', Buffer.from(key, 'hex'), ivFor(index));
      expect(Buffer.concat([decipher.update(encrypted), decipher.final()]).equals(bytes)).toBe(true);
    });
    expect(readFileSync(path.join(dir, 'index.m3u8'), 'utf8')).toContain('METHOD=AES-128');
  });
});
