import { describe, expect, it } from 'vitest';
import { acceptedEncoding } from './compressed-body';

describe('acceptedEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['*', 'gzip'],
    ['br;q=0, gzip;q=0.8', 'gzip'],
    ['br;q=0.0, gzip;q=0', null],
    ['gzip;q=1.0, br;q=0.5', 'br'],
  ])('%s → %s', (header, expected) => {
    expect(acceptedEncoding(header)).toBe(expected);
  });
});
