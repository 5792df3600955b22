import { describe, expect, it } from 'vitest';
import { safeNextPath } from './safe-next-path';

describe('safeNextPath', () => {
  it('keeps a path on this site with its query and fragment', () => {
    expect(safeNextPath('/subscription?plan=premium#top')).toBe('/subscription?plan=premium#top');
    expect(safeNextPath('/titles/monsoon-letters')).toBe('/titles/monsoon-letters');
  });

  it('refuses every way of naming another site', () => {
    for (const next of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '\\/evil.example',
      '/\\/evil.example',
      '/\t/evil.example',
      '/%0a/evil.example'.replace('%0a', '\n'),
      'javascript:alert(1)',
      'evil.example',
      '',
      null,
    ]) {
      expect(safeNextPath(next), String(next)).toBeNull();
    }
  });

  it('refuses the same tricks percent-encoded, and keeps ordinary encoded text', () => {
    for (const next of [
      '/%5Cevil.example',
      '/%5cevil.example',
      '/%2F%2Fevil.example',
      '/%2f/evil.example',
      '/%0A',
      '/%E0%A4',
    ]) {
      expect(safeNextPath(next), next).toBeNull();
    }
    expect(safeNextPath('/search?q=caf%C3%A9')).toBe('/search?q=caf%C3%A9');
  });
});
