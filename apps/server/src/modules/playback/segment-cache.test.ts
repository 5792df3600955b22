import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocalBlobStore } from '../../platform/storage/local-blob-store';
import { singleRange } from '../../platform/storage/send-blob';
import { SegmentCache } from './segment-cache';

afterEach(() => {
  vi.useRealTimers();
});

describe('segment cache', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'segment-cache-'));
  const file = (name: string, bytes: number) => {
    const target = path.join(dir, name);
    writeFileSync(target, Buffer.alloc(bytes, name.charCodeAt(0)));
    return target;
  };

  it('serves a file from memory and notices when it was replaced', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = new SegmentCache(1000, new LocalBlobStore(dir));
    const segment = file('a.m4s', 100);
    const first = await cache.get('a.m4s');
    expect(first?.body.length).toBe(100);
    expect(cache.fresh('a.m4s')).toBe(first);
    writeFileSync(segment, Buffer.alloc(120, 1));
    utimesSync(segment, new Date(), new Date(Date.now() + 60_000));
    // Trusted for a few seconds, then checked against the file again.
    expect(await cache.get('a.m4s')).toBe(first);
    vi.setSystemTime(Date.now() + 6000);
    expect(cache.fresh('a.m4s')).toBeUndefined();
    expect((await cache.get('a.m4s'))?.body.length).toBe(120);
  });

  it('keeps to its byte budget and leaves big or missing files to the store', async () => {
    const cache = new SegmentCache(250, new LocalBlobStore(dir));
    file('big.m4s', 300);
    expect(await cache.get('big.m4s')).toBeNull();
    expect(await cache.get('missing.m4s')).toBeNull();
    for (const name of ['b.m4s', 'c.m4s', 'd.m4s']) {
      file(name, 100);
      expect(await cache.get(name)).not.toBeNull();
    }
  });
});

describe('single byte ranges', () => {
  it('reads the three forms of one range', () => {
    expect(singleRange('bytes=100-199', 1000)).toEqual({ start: 100, end: 199 });
    expect(singleRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(singleRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(singleRange('bytes=990-2000', 1000)).toEqual({ start: 990, end: 999 });
  });

  it('leaves several ranges, nonsense and ranges past the end to the file server', () => {
    expect(singleRange('bytes=0-1,5-6', 1000)).toBeNull();
    expect(singleRange('bytes=-', 1000)).toBeNull();
    expect(singleRange('items=0-1', 1000)).toBeNull();
    expect(singleRange('bytes=1000-', 1000)).toBeNull();
    expect(singleRange('bytes=5-1', 1000)).toBeNull();
  });
});
