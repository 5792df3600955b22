import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The key that signs playback tokens: PLAYBACK_TOKEN_SECRET when set (several servers must share
 * it), else one made on first start and kept in DATA_DIR, so restarts keep tokens valid.
 */
export async function playbackSecret(configured: string | null, dataDir: string): Promise<Buffer> {
  if (configured) return Buffer.from(configured);
  const file = path.join(dataDir, 'secrets', 'playback-token.key');
  const existing = await readFile(file).catch(() => null);
  if (existing && existing.length >= 32) return existing;
  const made = randomBytes(32);
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  await writeFile(file, made, { mode: 0o600 });
  return made;
}
