/** Colour themes, first is the default. Names are the product's (`amazonprime`, not the seed's typo). */
export const themeColors = ['dark', 'hotstar', 'amazonprime', 'hulu', 'prox'] as const;
export type ThemeColor = (typeof themeColors)[number];

export const directions = ['ltr', 'rtl'] as const;
export type Direction = (typeof directions)[number];

/** Where theme choices are remembered: the browser's permanent storage, this tab's session, or nowhere. */
export const themeStorageModes = ['local', 'session', 'none'] as const;
export type ThemeStorageMode = (typeof themeStorageModes)[number];

export interface ThemeSettings {
  color: ThemeColor;
  direction: Direction;
  storage: ThemeStorageMode;
}

export const defaultThemeSettings: ThemeSettings = { color: 'dark', direction: 'ltr', storage: 'local' };
