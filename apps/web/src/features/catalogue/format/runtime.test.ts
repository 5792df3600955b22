import { describe, expect, it } from 'vitest';
import { formatDate, formatRuntime, formatYear } from './runtime';

describe('formatRuntime', () => {
  it('prints hours and minutes the way listings do', () => {
    expect(formatRuntime(112, 'en')).toBe('1h 52m');
    expect(formatRuntime(45, 'en')).toBe('45m');
    expect(formatRuntime(120, 'en')).toBe('2h');
  });

  it('uses each language’s own short units', () => {
    expect(formatRuntime(112, 'de')).toBe('1h 52 Min.');
    expect(formatRuntime(112, 'ar')).toContain('س');
  });
});

describe('dates', () => {
  it('reads the calendar date in UTC so no time zone moves it a day', () => {
    expect(formatYear('2024-01-01', 'en')).toBe('2024');
    expect(formatDate('2024-12-31', 'en')).toBe('Dec 31, 2024');
  });
});
