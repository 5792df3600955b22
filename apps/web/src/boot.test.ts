import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE, languages } from '@reelhouse/contracts/locales';
import { LANGUAGE_STORAGE_KEY } from './shared/i18n/i18n';
import { themeColors } from '@reelhouse/contracts/themes';
import { MemoryStorage } from './shared/testing/memory-storage';

// boot.js runs inline before React; run the real file against a minimal document to check what
// it applies for each combination of link, saved language and saved theme.
const source = readFileSync(new URL('./boot.js', import.meta.url), 'utf8');

function run({
  search = '',
  local = {},
  session = {},
  historyState = null,
}: {
  search?: string;
  local?: Record<string, string>;
  session?: Record<string, string>;
  historyState?: Record<string, unknown> | null;
}) {
  const attributes = {
    html: new Map<string, string>(),
    body: new Map<string, string>(),
    link: new Map<string, string>(),
  };
  attributes.link.set('href', '/ltr.css').set('data-rtl-href', '/rtl.css');
  const element = (store: Map<string, string>) => ({
    setAttribute: (name: string, value: string) => store.set(name, value),
    getAttribute: (name: string) => store.get(name) ?? null,
  });
  const storage = (entries: Record<string, string>) => {
    const memory = new MemoryStorage();
    for (const [key, value] of Object.entries(entries)) memory.setItem(key, value);
    return memory;
  };
  const history = {
    state: historyState,
    replaceState(state: Record<string, unknown>) {
      history.state = state;
    },
  };
  const window = { localStorage: storage(local), sessionStorage: storage(session), history };
  const document = {
    cookie: '',
    documentElement: element(attributes.html),
    body: element(attributes.body),
    getElementById: (id: string) => (id === 'bootstrap-css' ? element(attributes.link) : null),
  };
  new Function('window', 'document', 'location', source)(window, document, { search });
  return {
    looks: {
      dir: attributes.html.get('dir'),
      lang: attributes.html.get('lang'),
      theme: attributes.body.get('data-theme'),
      bootstrap: attributes.link.get('href'),
    },
    history: history.state,
    remembered: { storage: window.localStorage.getItem(LANGUAGE_STORAGE_KEY), cookie: document.cookie },
  };
}
const boot = (options: Parameters<typeof run>[0]) => run(options).looks;
const historyAfterBoot = (historyState: Record<string, unknown> | null) => run({ historyState }).history;

describe('boot.js', () => {
  it('numbers the first history entry as React Router does, keeping what it held, so the router need not', () => {
    expect(historyAfterBoot(null)).toEqual({ idx: 0 });
    expect(historyAfterBoot({ usr: { from: 'x' }, key: 'k' })).toEqual({
      usr: { from: 'x' },
      key: 'k',
      idx: 0,
    });
    // An entry already numbered (Back to a page of this visit) is left as it is.
    expect(historyAfterBoot({ idx: 3, key: 'k' })).toEqual({ idx: 3, key: 'k' });
  });

  it('starts in English, left to right, dark', () => {
    expect(boot({})).toEqual({ dir: 'ltr', lang: 'en', theme: 'dark', bootstrap: '/ltr.css' });
  });

  it('a ?lang=ar link turns the page right to left with Bootstrap\u2019s RTL build', () => {
    expect(boot({ search: '?lang=ar' })).toEqual({ dir: 'rtl', lang: 'ar', theme: 'dark', bootstrap: '/rtl.css' });
  });

  it('remembers a language in the link at once, for a link followed before the app starts', () => {
    expect(run({ search: '?lang=ar', local: { [LANGUAGE_STORAGE_KEY]: 'de' } }).remembered).toEqual({
      storage: 'ar',
      cookie: `${LANGUAGE_COOKIE}=ar; path=/; max-age=31536000; samesite=lax`,
    });
    // Without one (or with one it does not know), what was remembered stays as it was.
    expect(run({ local: { [LANGUAGE_STORAGE_KEY]: 'de' } }).remembered).toEqual({ storage: 'de', cookie: '' });
    expect(run({ search: '?lang=xx' }).remembered).toEqual({ storage: null, cookie: '' });
  });

  it('uses the saved language and writes Greek as el', () => {
    expect(boot({ local: { 'reelhouse.language': 'gr' } })).toMatchObject({ dir: 'ltr', lang: 'el' });
    expect(boot({ local: { 'reelhouse.language': 'ar' } })).toMatchObject({ dir: 'rtl', lang: 'ar' });
  });

  it('restores a saved theme from permanent or session storage', () => {
    const theme = JSON.stringify({ color: 'hulu', direction: 'rtl', storage: 'local' });
    expect(boot({ local: { 'reelhouse.theme': theme } })).toMatchObject({ dir: 'rtl', theme: 'hulu' });
    expect(boot({ session: { 'reelhouse.theme': theme } })).toMatchObject({ dir: 'rtl', theme: 'hulu' });
  });

  it('lets a language in the link win over a saved direction', () => {
    const theme = JSON.stringify({ color: 'prox', direction: 'rtl', storage: 'local' });
    expect(boot({ search: '?lang=de', local: { 'reelhouse.theme': theme } })).toMatchObject({
      dir: 'ltr',
      lang: 'de',
      theme: 'prox',
    });
  });

  it('ignores unknown or damaged values', () => {
    expect(
      boot({ search: '?lang=xx', local: { 'reelhouse.theme': '{oops', 'reelhouse.language': 'klingon' } }),
    ).toEqual({
      dir: 'ltr',
      lang: 'en',
      theme: 'dark',
      bootstrap: '/ltr.css',
    });
  });

  it('knows the same languages, colours and places to remember them as the app', () => {
    expect(source).toContain(
      `var LANGUAGES = ${JSON.stringify(languages).replaceAll('"', "'").replaceAll(',', ', ')};`,
    );
    expect(source).toContain(`var LANGUAGE_KEY = '${LANGUAGE_STORAGE_KEY}';`);
    expect(source).toContain(`var LANGUAGE_COOKIE = '${LANGUAGE_COOKIE}';`);
    expect(source).toContain(`var COLORS = ${JSON.stringify(themeColors).replaceAll('"', "'").replaceAll(',', ', ')};`);
  });
});
