import { seededRandom } from '@reelhouse/db/seed/random';

const SAMPLE_RATE = 22_050;
const SECONDS = 12;
/** A major pentatonic scale from A3: any sequence of its notes sounds calm. */
const SCALE_HZ = [220, 246.94, 277.18, 329.63, 369.99, 440, 493.88, 554.37];
const NOTE_SECONDS = 0.5;

/**
 * A short melody as a 16-bit mono WAV file: notes of a pentatonic scale picked by `seed`, each
 * with a soft attack and decay and a quiet fifth above it. Generated rather than shipped, like
 * the rest of the demo content; every browser plays WAV.
 */
export function demoMelodyWav(seed: number): Buffer {
  const samples = SAMPLE_RATE * SECONDS;
  const data = Buffer.alloc(samples * 2);
  const random = seededRandom(seed);
  const nextNote = () => random.pick(SCALE_HZ);
  const noteLength = Math.round(SAMPLE_RATE * NOTE_SECONDS);
  let frequency = nextNote();
  for (let i = 0; i < samples; i++) {
    const inNote = i % noteLength;
    if (inNote === 0 && i > 0) frequency = nextNote();
    const t = inNote / SAMPLE_RATE;
    const envelope = Math.min(1, t / 0.02) * Math.exp(-3 * t);
    const fadeOut = Math.min(1, (samples - i) / (SAMPLE_RATE * 0.5));
    const wave = Math.sin(2 * Math.PI * frequency * t) + 0.3 * Math.sin(2 * Math.PI * frequency * 1.5 * t);
    data.writeInt16LE(Math.round(wave * envelope * fadeOut * 0.45 * 32767), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16); // PCM format block size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE * 2, 28); // bytes per second
  header.writeUInt16LE(2, 32); // bytes per sample frame
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}
