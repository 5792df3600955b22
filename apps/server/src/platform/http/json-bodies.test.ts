import { describe, expect, it } from 'vitest';
import { nestedDeeperThan } from './json-bodies';

describe('nestedDeeperThan', () => {
  it('counts arrays and objects inside each other', () => {
    expect(nestedDeeperThan('{"a":[{"b":[1]}]}', 4)).toBe(false);
    expect(nestedDeeperThan('{"a":[{"b":[1]}]}', 3)).toBe(true);
    expect(nestedDeeperThan('[[],[],[],[]]', 2)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(nestedDeeperThan(JSON.stringify({ text: '[[[[{{{{' }), 1)).toBe(false);
    expect(nestedDeeperThan(JSON.stringify({ text: 'say \\"[[[[\\" \\\\' }), 1)).toBe(false);
    expect(nestedDeeperThan(JSON.stringify(['"', [['x']]]), 2)).toBe(true);
  });
});
