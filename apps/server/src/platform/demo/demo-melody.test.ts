import { describe, expect, it } from 'vitest';
import { demoMelodyWav } from './demo-melody';

describe('demoMelodyWav', () => {
  it('writes a playable 16-bit mono PCM WAV file of twelve seconds', () => {
    const wav = demoMelodyWav(7);
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.toString('ascii', 8, 12)).toBe('WAVE');
    expect(wav.readUInt16LE(20)).toBe(1);
    expect(wav.readUInt16LE(22)).toBe(1);
    const rate = wav.readUInt32LE(24);
    const dataBytes = wav.readUInt32LE(40);
    expect(wav.length).toBe(44 + dataBytes);
    expect(dataBytes / 2 / rate).toBe(12);
  });

  it('is not silent, never clips, and differs from one post to the next', () => {
    const first = demoMelodyWav(1);
    let peak = 0;
    for (let offset = 44; offset < first.length; offset += 2)
      peak = Math.max(peak, Math.abs(first.readInt16LE(offset)));
    expect(peak).toBeGreaterThan(8000);
    expect(peak).toBeLessThan(32767);
    expect(first.equals(demoMelodyWav(2))).toBe(false);
    expect(first.equals(demoMelodyWav(1))).toBe(true);
  });
});
