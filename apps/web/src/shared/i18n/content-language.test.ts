import { describe, expect, it } from 'vitest';
import { contentLanguageOf } from './content-language';

describe('contentLanguageOf', () => {
  it('follows the resolved interface language', () => {
    expect(contentLanguageOf({ resolvedLanguage: 'ar', language: 'ar', options: { lng: 'ar' } })).toBe('ar');
  });

  it('uses the starting language before i18n has resolved one (route loaders run that early)', () => {
    expect(contentLanguageOf({ options: { lng: 'gr' } })).toBe('gr');
  });

  it('falls back to English for anything else', () => {
    expect(contentLanguageOf({ language: 'xx', options: {} })).toBe('en');
  });
});
