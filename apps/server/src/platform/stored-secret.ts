import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A signing key: the configured one when set (several servers must share it), else one made on
 * first start and kept under DATA_DIR/secrets, so restarts keep signed links valid.
 */
export async function storedSecret(configured: string | null, dataDir: string, name: string): Promise<Buffer> {
  if (configured) return Buffer.from(configured);
  const file = path.join(dataDir, 'secrets', name);
  const existing = await readFile(file).catch(() => null);
  if (existing && existing.length >= 32) return existing;
  const made = randomBytes(32);
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  await writeFile(file, made, { mode: 0o600 });
  return made;
}
