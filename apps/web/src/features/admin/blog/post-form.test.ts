import { describe, expect, it } from 'vitest';
import { newPostSchema, newPostValues, postChangeSchema } from './post-form';

const written = () => {
  const values = newPostValues('meera-iyer');
  return {
    ...values,
    slug: 'a-new-post',
    translations: { ...values.translations, en: { ...values.translations.en, title: 'A new post', body: 'Hello.' } },
  };
};

describe('the post form', () => {
  it('sends English and the languages begun, blanks as none, and no moment for a draft', () => {
    const values = written();
    const input = newPostSchema.parse({ ...values, publishedAt: '2030-01-01T10:00' });
    expect(Object.keys(input.translations)).toEqual(['en']);
    expect(input).toMatchObject({ slug: 'a-new-post', publishedAt: null, linkUrl: null });
    expect(input.translations.en).toMatchObject({ linkSummary: null, quoteText: null });
  });

  it('turns the local moment of a scheduled post into an instant, and asks for one when it is missing', () => {
    const values = { ...written(), status: 'scheduled' as const };
    const at = postChangeSchema.parse({ ...values, publishedAt: '2030-01-01T10:00' }).publishedAt;
    expect(at).toBe(new Date('2030-01-01T10:00').toISOString());
    const missing = postChangeSchema.safeParse(values);
    expect(missing.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['publishedAt']);
  });

  it('asks a link post for its address', () => {
    const result = postChangeSchema.safeParse({ ...written(), format: 'link' });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['linkUrl']);
  });
});
