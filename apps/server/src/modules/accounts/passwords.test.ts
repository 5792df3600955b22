import { describe, expect, it } from 'vitest';
import { hashPassword, verifyDecoy, verifyPassword } from './passwords';

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

  it('refuse through the decoy, which takes as long as a real check', async () => {
    const stored = await hashPassword('correct horse battery');
    let started = performance.now();
    await verifyPassword(stored, 'wrong');
    const real = performance.now() - started;
    await verifyDecoy('warm up');
    started = performance.now();
    expect(await verifyDecoy('wrong')).toBe(false);
    const decoy = performance.now() - started;
    expect(decoy).toBeGreaterThan(real / 3);
  });
});
