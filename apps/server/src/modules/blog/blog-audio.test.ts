import { describe, expect, it } from 'vitest';
import { demoMelodyWav } from '../../platform/demo/demo-melody';
import { audioExtensionOf, audioTypeOf } from './blog-audio';

const padded = (head: number[] | string) =>
  Buffer.concat([typeof head === 'string' ? Buffer.from(head, 'latin1') : Buffer.from(head), Buffer.alloc(16)]);

describe('blog audio', () => {
  it('knows a file by its first bytes, not its name', () => {
    expect(audioExtensionOf(demoMelodyWav(1))).toBe('.wav');
    expect(audioExtensionOf(padded('ID3\u0004'))).toBe('.mp3');
    expect(audioExtensionOf(padded([0xff, 0xfb, 0x90]))).toBe('.mp3');
    expect(audioExtensionOf(padded('\u0000\u0000\u0000\u0020ftypM4A '))).toBe('.m4a');
    expect(audioExtensionOf(padded('OggS'))).toBe('.ogg');
    expect(audioExtensionOf(padded('<html><script>'))).toBeNull();
    expect(audioExtensionOf(Buffer.from('ID3'))).toBeNull();
  });

  it('tells browsers the type of what it serves', () => {
    expect(audioTypeOf('night-4f2a.MP3')).toBe('audio/mpeg');
    expect(audioTypeOf('notes.txt')).toBeNull();
  });
});
