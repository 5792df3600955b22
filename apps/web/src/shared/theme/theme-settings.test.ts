import { beforeEach, describe, expect, it } from 'vitest';
import type { ThemeSettings } from '@reelhouse/contracts/themes';
import { BlockedStorage, MemoryStorage } from '../testing/memory-storage';
import { loadThemeSettings, saveThemeSettings, THEME_STORAGE_KEY, type ThemeStorages } from './theme-settings';

describe('theme persistence', () => {
  let storages: { local: MemoryStorage; session: MemoryStorage };
  beforeEach(() => {
    storages = { local: new MemoryStorage(), session: new MemoryStorage() };
  });
  const hulu = (storage: ThemeSettings['storage']): ThemeSettings => ({ color: 'hulu', direction: 'rtl', storage });

  it('finds nothing before anything is saved', () => {
    expect(loadThemeSettings(storages)).toBeNull();
  });

  it('remembers settings in permanent storage when asked to', () => {
    saveThemeSettings(hulu('local'), storages);
    expect(storages.session.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(loadThemeSettings(storages)).toEqual(hulu('local'));
  });

  it('remembers settings for the session only when asked to', () => {
    saveThemeSettings(hulu('session'), storages);
    expect(storages.local.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(loadThemeSettings(storages)).toEqual(hulu('session'));
  });

  it('forgets everything, including earlier saves, when storage is "none"', () => {
    saveThemeSettings(hulu('local'), storages);
    saveThemeSettings({ ...hulu('none'), color: 'prox' }, storages);
    expect(loadThemeSettings(storages)).toBeNull();
  });

  it('moving from permanent to session storage leaves no stale permanent copy', () => {
    saveThemeSettings(hulu('local'), storages);
    saveThemeSettings({ ...hulu('session'), color: 'hotstar' }, storages);
    expect(storages.local.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(loadThemeSettings(storages)?.color).toBe('hotstar');
  });

  it('replaces unknown or damaged values with defaults instead of failing', () => {
    storages.local.setItem(THEME_STORAGE_KEY, JSON.stringify({ color: 'neon', direction: 'up' }));
    expect(loadThemeSettings(storages)).toEqual({ color: 'dark', direction: 'ltr', storage: 'local' });
    storages.local.setItem(THEME_STORAGE_KEY, '{not json');
    expect(loadThemeSettings(storages)).toBeNull();
  });

  it('works without storage when the browser blocks it', () => {
    const blocked: ThemeStorages = { local: new BlockedStorage(), session: null };
    expect(() => saveThemeSettings(hulu('local'), blocked)).not.toThrow();
    expect(loadThemeSettings(blocked)).toBeNull();
  });
});
