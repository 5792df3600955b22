import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { htmlLangOf, languages } from '@reelhouse/contracts/locales';

// Every locale must carry every key of English, and nothing English lacks. Plural keys are
// compared by their base name, and each language must give every plural form its grammar needs.
const localesDir = path.join(import.meta.dirname, 'locales');
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

type Json = string | Json[] | { [key: string]: Json };

function flatten(value: Json, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  if (typeof value === 'string') return entries.set(prefix, value);
  const children = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : Object.entries(value);
  for (const [key, child] of children) {
    for (const [path, text] of flatten(child, prefix ? `${prefix}.${key}` : key)) entries.set(path, text);
  }
  return entries;
}

function load(language: string, namespace: string): Map<string, string> {
  return flatten(JSON.parse(readFileSync(path.join(localesDir, language, `${namespace}.json`), 'utf8')) as Json);
}

const baseKeys = (keys: Map<string, string>) => new Set([...keys.keys()].map((key) => key.replace(PLURAL_SUFFIX, '')));
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

const namespaces = readdirSync(path.join(localesDir, 'en')).map((file) => file.replace(/\.json$/, ''));

describe.each(namespaces)('locale namespace "%s"', (namespace) => {
  const english = load('en', namespace);

  it.each(languages.filter((language) => language !== 'en'))('%s has exactly the English keys', (language) => {
    const translated = load(language, namespace);
    const missing = [...baseKeys(english)].filter((key) => !baseKeys(translated).has(key));
    const extra = [...baseKeys(translated)].filter((key) => !baseKeys(english).has(key));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it.each(languages)('%s gives every plural form its grammar needs', (language) => {
    const translated = load(language, namespace);
    const categories = new Intl.PluralRules(htmlLangOf[language]).resolvedOptions().pluralCategories;
    const pluralBases = new Set(
      [...translated.keys()].filter((key) => PLURAL_SUFFIX.test(key)).map((key) => key.replace(PLURAL_SUFFIX, '')),
    );
    for (const base of pluralBases) {
      const missing = categories.filter((category) => !translated.has(`${base}_${category}`));
      expect(missing, `${language}: ${base}`).toEqual([]);
    }
  });

  it.each(languages.filter((language) => language !== 'en'))(
    '%s keeps the same {{placeholders}} and no empty text',
    (language) => {
      const translated = load(language, namespace);
      for (const [key, text] of translated) {
        expect(text.trim(), `${language}: ${key} is empty`).not.toBe('');
        const englishText = english.get(key) ?? english.get(key.replace(PLURAL_SUFFIX, '_other'));
        if (englishText !== undefined)
          expect(placeholders(text), `${language}: ${key}`).toEqual(placeholders(englishText));
      }
    },
  );
});

it('every language has the same namespaces as English', () => {
  for (const language of languages) {
    expect(readdirSync(path.join(localesDir, language)).sort()).toEqual(
      readdirSync(path.join(localesDir, 'en')).sort(),
    );
  }
});
