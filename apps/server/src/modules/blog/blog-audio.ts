import path from 'node:path';

/** The audio formats a post may carry, by file extension, with the type browsers are told. */
const audioTypes: Record<string, string> = {
  '.mp3': 'audio/mpeg',
  '.m4a': 'audio/mp4',
  '.aac': 'audio/aac',
  '.ogg': 'audio/ogg',
  '.opus': 'audio/ogg',
  '.wav': 'audio/wav',
};

/** The type of a stored audio file, by its name; null for one the blog does not serve. */
export function audioTypeOf(file: string): string | null {
  return audioTypes[path.extname(file).toLowerCase()] ?? null;
}

/**
 * What an uploaded file is, judged by its first bytes (its name and declared type are the
 * uploader's word): MP3 (an ID3 tag or an MPEG frame), M4A (an MP4 `ftyp` box), Ogg or WAV.
 * Null for anything else.
 */
export function audioExtensionOf(bytes: Buffer): string | null {
  const ascii = (from: number, to: number) => bytes.subarray(from, to).toString('latin1');
  if (bytes.length < 12) return null;
  if (ascii(0, 3) === 'ID3' || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0)) return '.mp3';
  if (ascii(4, 8) === 'ftyp') return '.m4a';
  if (ascii(0, 4) === 'OggS') return '.ogg';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return '.wav';
  return null;
}
