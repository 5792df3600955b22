import { describe, expect, it } from 'vitest';
import { nulPath } from './request-validation';

describe('nulPath', () => {
  it('finds NUL in a nested string or key, and nothing in clean values', () => {
    expect(nulPath({ a: [1, 'ok', { b: 'x\u0000y' }] })).toEqual(['a', 2, 'b']);
    expect(nulPath({ 'bad\u0000key': 1 })).toEqual([]);
    expect(nulPath({ a: ['fine', 2, null, true], b: { c: 'é 中 🙂' } })).toBeNull();
    expect(nulPath('\u0000')).toEqual([]);
  });

  it('walks a body nested 100 000 deep without overflowing the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(nulPath(deep)).toHaveLength(100_000);
  });
});
