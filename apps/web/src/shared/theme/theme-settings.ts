import {
  defaultThemeSettings,
  directions,
  themeColors,
  themeStorageModes,
  type Direction,
  type ThemeSettings,
} from '@reelhouse/contracts/themes';

/** Same key as boot.js, which restores these settings before the first paint. */
export const THEME_STORAGE_KEY = 'reelhouse.theme';

export interface ThemeStorages {
  local: Storage | null;
  session: Storage | null;
}

/** The browser's storages, or null where they are switched off. */
export function browserStorages(): ThemeStorages {
  const get = (name: 'localStorage' | 'sessionStorage') => {
    try {
      return window[name];
    } catch {
      return null;
    }
  };
  return { local: get('localStorage'), session: get('sessionStorage') };
}

function pick<T extends string>(allowed: readonly T[], value: unknown, fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/** Saved settings, or null when nothing valid is saved; local storage wins over the session's. */
export function loadThemeSettings(storages: ThemeStorages): ThemeSettings | null {
  for (const storage of [storages.local, storages.session]) {
    const raw = safely(() => storage?.getItem(THEME_STORAGE_KEY) ?? null);
    if (!raw) continue;
    const parsed = safely(() => JSON.parse(raw) as Partial<ThemeSettings>);
    if (!parsed || typeof parsed !== 'object') continue;
    return {
      color: pick(themeColors, parsed.color, defaultThemeSettings.color),
      direction: pick(directions, parsed.direction, defaultThemeSettings.direction),
      storage: pick(themeStorageModes, parsed.storage, storage === storages.local ? 'local' : 'session'),
    };
  }
  return null;
}

/** Saves where the settings say, and removes copies elsewhere so a stale one never wins later. */
export function saveThemeSettings(settings: ThemeSettings, storages: ThemeStorages): void {
  const target =
    settings.storage === 'local' ? storages.local : settings.storage === 'session' ? storages.session : null;
  for (const storage of [storages.local, storages.session]) {
    safely(() => {
      if (storage === target) storage?.setItem(THEME_STORAGE_KEY, JSON.stringify(settings));
      else storage?.removeItem(THEME_STORAGE_KEY);
    });
  }
}

export function naturalDirection(language: string): Direction {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/** Puts direction and colour on the document, and swaps Bootstrap's build to match the direction. */
export function applyThemeToDocument(
  settings: Pick<ThemeSettings, 'color' | 'direction'>,
  doc: Document = document,
): void {
  doc.documentElement.setAttribute('dir', settings.direction);
  doc.body.setAttribute('data-theme', settings.color);
  const bootstrap = doc.getElementById('bootstrap-css');
  const href = bootstrap?.getAttribute(settings.direction === 'rtl' ? 'data-rtl-href' : 'data-ltr-href');
  if (bootstrap && href && bootstrap.getAttribute('href') !== href) bootstrap.setAttribute('href', href);
}

function safely<T>(read: () => T): T | null {
  try {
    return read();
  } catch {
    return null;
  }
}
