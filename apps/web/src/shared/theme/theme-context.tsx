import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { defaultThemeSettings, type Direction, type ThemeSettings } from '@reelhouse/contracts/themes';
import { applyThemeToDocument, browserStorages, loadThemeSettings, saveThemeSettings } from './theme-settings';

interface ThemeContextValue {
  settings: ThemeSettings;
  update: (change: Partial<ThemeSettings>) => void;
  reset: (direction: Direction) => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

/**
 * Starts from what boot.js already applied to the document, so React and the first paint agree; on
 * the server, from the defaults in the direction of the language the page is drawn in.
 */
function initialSettings(serverDirection: Direction): ThemeSettings {
  if (typeof document === 'undefined') return { ...defaultThemeSettings, direction: serverDirection };
  const stored = loadThemeSettings(browserStorages());
  const color = document.body.getAttribute('data-theme');
  return {
    color: (color as ThemeSettings['color'] | null) ?? defaultThemeSettings.color,
    direction: document.documentElement.getAttribute('dir') === 'rtl' ? 'rtl' : 'ltr',
    storage: stored?.storage ?? defaultThemeSettings.storage,
  };
}

export function ThemeProvider({
  children,
  serverDirection = 'ltr',
}: {
  children: ReactNode;
  serverDirection?: Direction;
}) {
  const [settings, setSettings] = useState(() => initialSettings(serverDirection));

  const commit = useCallback((next: ThemeSettings) => {
    applyThemeToDocument(next);
    saveThemeSettings(next, browserStorages());
    setSettings(next);
  }, []);

  const value = useMemo<ThemeContextValue>(
    () => ({
      settings,
      update: (change) => commit({ ...settings, ...change }),
      reset: (direction) => commit({ ...defaultThemeSettings, direction }),
    }),
    [settings, commit],
  );
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme needs a ThemeProvider above it');
  return value;
}
