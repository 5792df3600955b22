import { describe, expect, it } from 'vitest';
import { preferredSubtitle } from './preferred-subtitle';

const tracks = [{ lang: 'ar' }, { lang: 'el' }, { lang: 'en' }];

describe('preferredSubtitle', () => {
  it('picks the interface language, mapping the product’s gr to el', () => {
    expect(preferredSubtitle(tracks, 'en')).toBe('en');
    expect(preferredSubtitle(tracks, 'gr')).toBe('el');
  });

  it('falls back to the first track, or none when there are none', () => {
    expect(preferredSubtitle(tracks, 'de')).toBe('ar');
    expect(preferredSubtitle([], 'en')).toBe('');
  });
});
