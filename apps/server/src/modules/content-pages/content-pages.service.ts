import {
  fillPlaceholders,
  type AdminContentPage,
  type ContentPage,
  type ContentPageIndex,
  type ContentPageInput,
  type ContentPageKey,
  type PlaceholderValues,
} from '@reelhouse/contracts/content-pages';
import { rightToLeftLanguages, type Language } from '@reelhouse/contracts/locales';
import type { Db } from '@reelhouse/db/database';
import { AppError } from '../../platform/errors/app-error';
import { OperatorAudit } from '../../platform/operator-audit';
import { ContentPagesRepository } from './content-pages.repository';

/**
 * The operator's details written into a text. In right-to-left text each is wrapped in Unicode
 * isolates, so a Latin name does not pull the punctuation beside it to the wrong side.
 */
function valuesFor(values: PlaceholderValues, lang: Language): PlaceholderValues {
  if (!rightToLeftLanguages.has(lang)) return values;
  const isolate = (value: string) => `\u2068${value}\u2069`;
  return {
    service: isolate(values.service),
    company: isolate(values.company),
    email: isolate(values.email),
    city: isolate(values.city),
  };
}

/** Policies and FAQ as stored by the operator, read with the details of this installation. */
export class ContentPages {
  private readonly repository: ContentPagesRepository;

  constructor(
    private readonly db: Db,
    private readonly values: PlaceholderValues,
    private readonly onChange: () => void,
  ) {
    this.repository = new ContentPagesRepository(db);
  }

  async page(key: ContentPageKey, lang: Language): Promise<ContentPage> {
    const page = await this.repository.get(key, lang);
    if (!page) throw new AppError('not_found', 'There is no such page.');
    const values = valuesFor(this.values, page.lang);
    const fill = (text: string) => fillPlaceholders(text, values);
    return {
      ...page,
      title: fill(page.title),
      intro: fill(page.intro),
      sections: page.sections.map((section) => ({
        title: fill(section.title),
        paragraphs: section.paragraphs.map(fill),
      })),
    };
  }

  index(): Promise<ContentPageIndex['items']> {
    return this.repository.index();
  }

  /** One language as stored, for editing; a language not written yet starts from the English text. */
  async stored(key: ContentPageKey, lang: Language): Promise<AdminContentPage> {
    const page = await this.repository.get(key, lang);
    if (!page) throw new AppError('not_found', 'There is no such page.');
    const saved = page.lang === lang;
    const { title, intro, sections } = page;
    return { key, lang, title, intro, sections, saved, updatedAt: saved ? page.updatedAt : null };
  }

  /** A new text for one language, with its audit line in the same transaction. */
  async save(actorId: number, key: ContentPageKey, input: ContentPageInput): Promise<AdminContentPage> {
    await this.db.transaction(async (tx) => {
      const pages = new ContentPagesRepository(tx);
      const before = await pages.get(key, input.lang);
      await pages.save(key, input);
      await new OperatorAudit(tx).record(actorId, {
        action: 'page.update',
        subject: `page:${key}`,
        details: {
          lang: input.lang,
          title: { before: before?.lang === input.lang ? before.title : null, after: input.title },
          sections: {
            before: before?.lang === input.lang ? before.sections.length : null,
            after: input.sections.length,
          },
        },
      });
    });
    this.onChange();
    return this.stored(key, input.lang);
  }
}
