import type * as FsPromises from 'node:fs/promises';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

// A file can go between listing a folder and asking for its size: a `.partial-` file is renamed
// into place as it is finished. `stat` is wrapped so the test can make that happen at will.
const vanishing = new Set<string>();
vi.mock('node:fs/promises', async (original) => {
  const fs = await original<typeof FsPromises>();
  return {
    ...fs,
    stat: async (file: string) => {
      if (vanishing.has(path.basename(file))) await fs.rm(file);
      return fs.stat(file);
    },
  };
});

const { LocalBlobStore } = await import('./local-blob-store');

let root = '';
afterEach(async () => {
  vanishing.clear();
  await rm(root, { recursive: true, force: true });
});

describe('the local blob store', () => {
  it('counts the bytes under a prefix without the files that went while it counted', async () => {
    root = await mkdtemp(path.join(tmpdir(), 'blobs-'));
    const store = new LocalBlobStore(root);
    await store.put('hls/3/360/seg_00001.m4s', Buffer.alloc(1000));
    await store.put('hls/3/subtitles/en.vtt', 'WEBVTT\n');
    await writeFile(`${store.pathOf('hls/3/subtitles/de.vtt')}.partial-7`, 'WEBVTT\n\n1');
    vanishing.add('de.vtt.partial-7');
    expect(await store.usage('hls/3')).toBe(1000 + 'WEBVTT\n'.length);
  });
});
