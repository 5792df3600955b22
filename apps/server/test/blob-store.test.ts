import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3 } from '../../../scripts/lib/local-s3.mjs';
import { loadConfig } from '../src/config';
import type { BlobStore } from '../src/platform/storage/blob-store';
import { openBlobStore } from '../src/platform/storage/open-blob-store';

// One contract, two adapters: what the media code relies on holds on this machine's disk and in an
// S3-compatible bucket (s3rver on loopback, reached through @aws-sdk/client-s3 as AWS would be).
let s3: Awaited<ReturnType<typeof startLocalS3>>;
beforeAll(async () => {
  s3 = await startLocalS3({ bucket: 'contract-media' });
});
afterAll(() => s3.stop());

const work = () => mkdtempSync(path.join(tmpdir(), 'blob-store-'));
const stores: Record<'local' | 's3', () => BlobStore> = {
  local: () => openBlobStore(loadConfig({ DATA_DIR: work() }).storage),
  s3: () => openBlobStore(loadConfig({ DATA_DIR: work(), ...s3.env }).storage),
};

describe.each(['local', 's3'] as const)('the %s blob store', (kind) => {
  let store: BlobStore;
  beforeAll(() => {
    store = stores[kind]();
  });

  it('keeps what is put, says its size and ETag, and reads it whole or by range', async () => {
    await store.put('hls/1/master.m3u8', '#EXTM3U\n');
    expect(await store.readText('hls/1/master.m3u8')).toBe('#EXTM3U\n');
    const first = await store.head('hls/1/master.m3u8');
    expect(first).toMatchObject({ size: 8, etag: expect.any(String), lastModified: expect.any(Date) });
    expect((await buffer(await store.read('hls/1/master.m3u8'))).toString()).toBe('#EXTM3U\n');
    expect((await buffer(await store.read('hls/1/master.m3u8', { start: 1, end: 3 }))).toString()).toBe('EXT');
    // Rewritten, it is another version: a cache holding the first sees the ETag change.
    await new Promise((resolve) => setTimeout(resolve, 20));
    await store.put('hls/1/master.m3u8', '#EXTM3U\n#EXT-X-VERSION:7\n');
    const second = await store.head('hls/1/master.m3u8');
    expect(second?.size).toBe(25);
    expect(second?.etag).not.toBe(first?.etag);
  });

  it('answers nothing for a missing object, and refuses keys that could leave the store', async () => {
    expect(await store.head('hls/404/master.m3u8')).toBeNull();
    expect(await store.readText('hls/404/master.m3u8')).toBeNull();
    await expect(store.read('hls/404/master.m3u8')).rejects.toThrow();
    for (const key of ['../secrets/x', 'hls//1', '/etc/passwd', '']) {
      await expect(store.put(key, 'x')).rejects.toThrow(/not a storage key/);
    }
  });

  it('replaces a directory whole: the new files in, the old version’s extra files gone', async () => {
    const version = (files: Record<string, string>) => {
      const dir = mkdtempSync(path.join(tmpdir(), 'rendition-'));
      for (const [name, text] of Object.entries(files)) {
        mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
        writeFileSync(path.join(dir, name), text);
      }
      return dir;
    };
    await store.putDirectory('hls/2/360', version({ 'index.m3u8': 'one', 'seg_00001.m4s': 'a', 'seg_00002.m4s': 'b' }));
    const next = version({ 'index.m3u8': 'two', 'seg_00001.m4s': 'c', 'parts/x.jpg': 'd' });
    await store.putDirectory('hls/2/360', next);
    expect(await store.readText('hls/2/360/index.m3u8')).toBe('two');
    expect(await store.readText('hls/2/360/seg_00001.m4s')).toBe('c');
    expect(await store.readText('hls/2/360/parts/x.jpg')).toBe('d');
    expect(await store.head('hls/2/360/seg_00002.m4s')).toBeNull();
    // The scratch directory was put in place or uploaded, and is gone from where it was.
    await expect(stat(next)).rejects.toThrow();
  });

  it('counts the bytes under a prefix (not a neighbour’s), copies out for ffmpeg, and deletes', async () => {
    await store.put('hls/3/360/seg_00001.m4s', Buffer.alloc(100));
    await store.put('hls/3/540/seg_00001.m4s', Buffer.alloc(50));
    await store.put('hls/30/360/seg_00001.m4s', Buffer.alloc(1000));
    expect(await store.usage('hls/3')).toBe(150);

    const source = path.join(work(), 'clip.mp4');
    // Over one multipart part (8 MB), so a bucket gets it in parts.
    writeFileSync(source, Buffer.alloc(9 * 1024 * 1024, 7));
    await store.putFile('sources/clip.mp4', source);
    expect((await store.head('sources/clip.mp4'))?.size).toBe(9 * 1024 * 1024);
    const local = await store.localFile('sources/clip.mp4');
    expect(readFileSync(local).equals(readFileSync(source))).toBe(true);
    expect(await store.localFile('sources/clip.mp4')).toBe(local);

    await store.deletePrefix('hls/3');
    expect(await store.usage('hls/3')).toBe(0);
    expect(await store.usage('hls/30')).toBe(1000);
    await store.delete('sources/clip.mp4');
    expect(await store.head('sources/clip.mp4')).toBeNull();
  });

  it('is ready when it can be written; a bucket that is not there is not', async () => {
    await expect(store.check()).resolves.toBeUndefined();
    if (kind === 's3') {
      const missing = openBlobStore(loadConfig({ DATA_DIR: work(), ...s3.env, S3_BUCKET: 'no-such-bucket' }).storage);
      await expect(missing.check()).rejects.toThrow();
    }
  });
});
