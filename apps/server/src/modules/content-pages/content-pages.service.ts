import type { ContentPage, ContentPageInput, ContentPageKey } from '@reelhouse/contracts/content-pages';
import { rightToLeftLanguages, type Language } from '@reelhouse/contracts/locales';
import { AppError } from '../../platform/errors/app-error';
import type { ContentPagesRepository } from './content-pages.repository';

/** The operator's details that page texts name as {{service}}, {{company}}, {{email}} and {{city}}. */
export interface BrandValues {
  service: string;
  company: string;
  email: string;
  city: string;
}

const placeholder = /{{\s*(service|company|email|city)\s*}}/g;

/**
 * Writes the operator's details into a text. In right-to-left text each is wrapped in Unicode
 * isolates, so a Latin name does not pull the punctuation beside it to the wrong side.
 */
export function fillIn(text: string, values: BrandValues, lang: Language): string {
  const rtl = rightToLeftLanguages.has(lang);
  return text.replace(placeholder, (_match, name: keyof BrandValues) =>
    rtl ? `\u2068${values[name]}\u2069` : values[name],
  );
}

/** Policies and FAQ as stored by the operator, read with the details of this installation. */
export class ContentPages {
  constructor(
    private readonly repository: ContentPagesRepository,
    private readonly values: BrandValues,
    private readonly onChange: () => void,
  ) {}

  async page(key: ContentPageKey, lang: Language): Promise<ContentPage> {
    const page = await this.repository.get(key, lang);
    if (!page) throw new AppError('not_found', 'There is no such page.');
    const fill = (text: string) => fillIn(text, this.values, page.lang);
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

  async save(key: ContentPageKey, input: ContentPageInput): Promise<ContentPage> {
    await this.repository.save(key, input);
    this.onChange();
    return this.page(key, input.lang);
  }
}
