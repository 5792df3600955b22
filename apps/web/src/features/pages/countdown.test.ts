import { describe, expect, it } from 'vitest';
import { countdownTo } from './countdown';

describe('countdownTo', () => {
  const now = new Date('2026-11-22T10:00:00Z');

  it('splits the remaining time into days, hours, minutes and seconds', () => {
    const target = new Date(now.getTime() + ((3 * 24 + 4) * 3600 + 5 * 60 + 6) * 1000);
    expect(countdownTo(target, now)).toEqual({ days: 3, hours: 4, minutes: 5, seconds: 6, done: false });
  });

  it('rounds partial seconds down so the display never shows a second that has not begun', () => {
    expect(countdownTo(new Date(now.getTime() + 1999), now)).toMatchObject({ seconds: 1, done: false });
  });

  it('stops at zero and reports done once the moment has passed', () => {
    expect(countdownTo(new Date(now.getTime() - 5000), now)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
      done: true,
    });
  });
});
