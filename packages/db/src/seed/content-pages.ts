import type { ContentPageKey } from '@reelhouse/contracts/content-pages';
import { languages, type Language } from '@reelhouse/contracts/locales';
import type { Db } from '../database';
import { contentPages } from '../schema/content-pages';
import ar from './content-pages/ar.json';
import de from './content-pages/de.json';
import en from './content-pages/en.json';
import fr from './content-pages/fr.json';
import gr from './content-pages/gr.json';

type PageTexts = Record<
  ContentPageKey,
  { title: string; intro: string; sections: { title: string; paragraphs: string[] }[] }
>;

/** The pages' first texts, written for Reelhouse in every language (the operator edits them later). */
export const initialContentPages: Record<Language, PageTexts> = { en, ar, gr, fr, de };

/** When the first texts were written: their "last updated" date until the operator edits them. */
const WRITTEN_AT = new Date('2026-11-22T00:00:00Z');

/** Puts in every page and language that is missing; an operator's edits are never overwritten. */
export async function seedContentPages(db: Db): Promise<void> {
  const rows = languages.flatMap((lang) =>
    Object.entries(initialContentPages[lang]).map(([key, page]) => ({
      key: key as ContentPageKey,
      lang,
      ...page,
      updatedAt: WRITTEN_AT,
    })),
  );
  await db
    .insert(contentPages)
    .values(rows)
    .onConflictDoNothing({ target: [contentPages.key, contentPages.lang] });
}
