import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { moveEarlierMediaIntoStore } from './earlier-layout';

describe('a data directory from before the media store', () => {
  it('has its pictures, audio, trailers and bought files moved into the store once', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'earlier-layout-'));
    const root = path.join(dataDir, 'media', 'store');
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(dataDir, file)), { recursive: true });
      writeFileSync(path.join(dataDir, file), text);
    };
    write('media/images/poster-1a2b-200.webp', 'picture');
    write('downloads/products/score/1.wav', 'sound');
    write('media/store/hls/1/master.m3u8', '#EXTM3U');
    // The store has audio already (a start after this move): the earlier directory is left alone.
    write('media/audio/old.wav', 'old');
    write('media/store/audio/new.wav', 'new');

    await moveEarlierMediaIntoStore(dataDir, root);
    expect(readFileSync(path.join(root, 'images/poster-1a2b-200.webp'), 'utf8')).toBe('picture');
    expect(readFileSync(path.join(root, 'downloads/products/score/1.wav'), 'utf8')).toBe('sound');
    expect(readFileSync(path.join(root, 'hls/1/master.m3u8'), 'utf8')).toBe('#EXTM3U');
    expect(existsSync(path.join(dataDir, 'media/images'))).toBe(false);
    expect(readFileSync(path.join(root, 'audio/new.wav'), 'utf8')).toBe('new');
    expect(existsSync(path.join(dataDir, 'media/audio/old.wav'))).toBe(true);

    // Again: nothing left to move, nothing changes.
    await moveEarlierMediaIntoStore(dataDir, root);
    expect(readFileSync(path.join(root, 'images/poster-1a2b-200.webp'), 'utf8')).toBe('picture');
  });
});
