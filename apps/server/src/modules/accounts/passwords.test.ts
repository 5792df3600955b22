import type * as argon2 from '@node-rs/argon2';
import { verify } from '@node-rs/argon2';
import { describe, expect, it, vi } from 'vitest';
import { hashPassword, verifyDecoy, verifyPassword } from './passwords';

// The real argon2, watched: the decoy must spend a verification like a real check does.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof argon2>();
  return { ...real, verify: vi.fn(real.verify) };
});

describe('passwords', () => {
  it('are stored as argon2id hashes with OWASP parameters, salted per hash', async () => {
    const first = await hashPassword('correct horse battery');
    const second = await hashPassword('correct horse battery');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
  });

  it('verify only the right password', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(await verifyPassword(stored, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(stored, 'Correct horse battery')).toBe(false);
  });

  it('treat an unreadable hash as a mismatch rather than an error', async () => {
    expect(await verifyPassword('not a hash', 'anything')).toBe(false);
  });

  it('refuse an unknown login through the decoy, which runs a real argon2 verification', async () => {
    vi.mocked(verify).mockClear();
    expect(await verifyDecoy('anything')).toBe(false);
    expect(verify).toHaveBeenCalledTimes(1);
  });
});
