import { describe, expect, it } from 'vitest';
import { parseIntro, parseTime } from './marker-times';

describe('marker times', () => {
  it('reads seconds, minutes:seconds and hours:minutes:seconds', () => {
    expect(parseTime('75')).toBe(75);
    expect(parseTime('1:15')).toBe(75);
    expect(parseTime('1:02:03')).toBe(3723);
    expect(parseTime('0:04.5')).toBe(4.5);
    expect(parseTime('ten')).toBeNull();
    expect(parseTime('1:2:3:4')).toBeNull();
  });

  it('reads an intro as start-end, or none', () => {
    expect(parseIntro('0:05-0:35')).toEqual({ start: 5, end: 35 });
    expect(parseIntro('none')).toBe('none');
    expect(parseIntro('0:35-0:05')).toBeNull();
    expect(parseIntro('0:05')).toBeNull();
  });
});
