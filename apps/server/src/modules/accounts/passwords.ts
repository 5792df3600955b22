import { hash, verify, type Algorithm } from '@node-rs/argon2';

/**
 * argon2id with OWASP's recommended minimum (Password Storage Cheat Sheet): 19 MiB of memory, two
 * passes, one lane — about 70 ms a hash on our 2-core machine. The parameters live in each hash,
 * so raising them later still verifies old hashes.
 */
const argon2id = { algorithm: 2 as Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, argon2id);

export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    // A hash we cannot read never matches.
    return false;
  }
}

let decoyHash: Promise<string> | undefined;

/**
 * Spends the time a real check would and fails, so that refusing an unknown username is not
 * measurably faster than refusing a wrong password.
 */
export async function verifyDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword('a password nobody has');
  await verifyPassword(await decoyHash, password);
  return false;
}
