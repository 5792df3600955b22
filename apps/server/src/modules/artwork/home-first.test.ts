import { describe, expect, it } from 'vitest';
import { firstThese } from './home-first';

describe('firstThese', () => {
  it('moves the named items to the front in the named order and keeps the rest in theirs', () => {
    const items = ['a', 'b', 'c', 'd', 'e'].map((slug) => ({ slug }));
    expect(firstThese(items, ['d', 'b', 'missing']).map((item) => item.slug)).toEqual(['d', 'b', 'a', 'c', 'e']);
    expect(firstThese(items, []).map((item) => item.slug)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});
