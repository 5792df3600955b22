import { describe, expect, it } from 'vitest';
import { generateCode, hashCode } from './one-time-codes.service';

describe('one-time codes', () => {
  it('are six digits, zero-padded, and spread over the whole range', () => {
    const codes = Array.from({ length: 2000 }, generateCode);
    expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(1990);
    expect(codes.some((code) => code.startsWith('0'))).toBe(true);
  });

  it('are stored as a salted hash that depends on both code and salt', () => {
    expect(hashCode('123456', 'a')).toBe(hashCode('123456', 'a'));
    expect(hashCode('123456', 'a')).not.toBe(hashCode('123456', 'b'));
    expect(hashCode('123456', 'a')).not.toBe(hashCode('123457', 'a'));
    expect(hashCode('123456', 'a')).not.toContain('123456');
  });
});
