import { sql } from 'drizzle-orm';
import {
  contentPageKeys,
  type ContentPage,
  type ContentPageIndex,
  type ContentPageInput,
  type ContentPageKey,
} from '@reelhouse/contracts/content-pages';
import type { Language } from '@reelhouse/contracts/locales';
import { rows, type Db } from '@reelhouse/db/database';
import { contentPages } from '@reelhouse/db/schema/content-pages';
import { isoTime } from '../../platform/sql';

export class ContentPagesRepository {
  constructor(private readonly db: Db) {}

  /** The page in the language asked for, else in English. */
  async get(key: ContentPageKey, lang: Language): Promise<ContentPage | null> {
    const [row] = await rows<ContentPage>(
      this.db,
      sql`select key, lang, title, intro, sections,
                 ${isoTime('updated_at')} as "updatedAt"
            from content_pages where key = ${key} and lang in (${lang}, 'en')
           order by (lang = ${lang}) desc limit 1`,
    );
    return row ?? null;
  }

  /** Every page with its languages (English's title names it), in the order the console lists them. */
  async index(): Promise<ContentPageIndex['items']> {
    const pages = await rows<ContentPageIndex['items'][number]>(
      this.db,
      sql`select key,
                 coalesce(max(title) filter (where lang = 'en'), min(title)) as title,
                 json_agg(json_build_object('lang', lang, 'updatedAt', ${isoTime('updated_at')}) order by lang) as languages
            from content_pages group by key`,
    );
    return pages.sort((a, b) => contentPageKeys.indexOf(a.key) - contentPageKeys.indexOf(b.key));
  }

  async save(key: ContentPageKey, input: ContentPageInput): Promise<void> {
    const values = { key, ...input, updatedAt: new Date() };
    await this.db
      .insert(contentPages)
      .values(values)
      .onConflictDoUpdate({
        target: [contentPages.key, contentPages.lang],
        set: { title: values.title, intro: values.intro, sections: values.sections, updatedAt: values.updatedAt },
      });
  }
}
