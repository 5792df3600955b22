import { blogPostCreateSchema, blogPostInputSchema, type AdminBlogPost } from '@reelhouse/contracts/blog-admin';
import type { blogFormats, blogStatuses } from '@reelhouse/contracts/blog-values';
import { languages, type Language } from '@reelhouse/contracts/locales';
import { z } from 'zod';
import { fromLocalInput, toLocalInput } from '../components/local-moments';

interface PostTextsValues {
  title: string;
  excerpt: string;
  /** Markdown. */
  body: string;
  linkSummary: string;
  quoteText: string;
}

/** What the post form holds, its fields named as the API's; the moment it comes out in the operator's own time. */
export interface PostFormValues {
  slug: string;
  format: (typeof blogFormats)[number];
  status: (typeof blogStatuses)[number];
  publishedAt: string;
  author: string;
  categories: string[];
  tags: string[];
  translations: Record<Language, PostTextsValues>;
  linkUrl: string;
  quoteAttribution: string;
}

const blankTexts: PostTextsValues = { title: '', excerpt: '', body: '', linkSummary: '', quoteText: '' };

export function newPostValues(author: string): PostFormValues {
  return {
    slug: '',
    format: 'standard',
    status: 'draft',
    publishedAt: '',
    author,
    categories: [],
    tags: [],
    translations: Object.fromEntries(languages.map((lang) => [lang, blankTexts])) as Record<Language, PostTextsValues>,
    linkUrl: '',
    quoteAttribution: '',
  };
}

export function postValues(post: AdminBlogPost): PostFormValues {
  return {
    ...newPostValues(post.author),
    slug: post.slug,
    format: post.format,
    status: post.status,
    publishedAt: toLocalInput(post.publishedAt),
    categories: post.categories,
    tags: post.tags,
    translations: Object.fromEntries(
      languages.map((lang) => {
        const texts = post.translations[lang];
        return [
          lang,
          texts ? { ...texts, linkSummary: texts.linkSummary ?? '', quoteText: texts.quoteText ?? '' } : blankTexts,
        ];
      }),
    ) as Record<Language, PostTextsValues>,
    linkUrl: post.linkUrl ?? '',
    quoteAttribution: post.quoteAttribution ?? '',
  };
}

const blankToNull = (text: string) => (text.trim() === '' ? null : text);

/** The form's values as the API takes them: a language left wholly blank is not sent (readers get English). */
function inputOf(values: PostFormValues) {
  return {
    format: values.format,
    status: values.status,
    publishedAt: values.status === 'draft' ? null : fromLocalInput(values.publishedAt),
    author: values.author,
    categories: values.categories,
    tags: values.tags,
    translations: Object.fromEntries(
      languages
        .filter((lang) => lang === 'en' || Object.values(values.translations[lang]).some((text) => text.trim()))
        .map((lang) => {
          const texts = values.translations[lang];
          return [
            lang,
            { ...texts, linkSummary: blankToNull(texts.linkSummary), quoteText: blankToNull(texts.quoteText) },
          ];
        }),
    ),
    linkUrl: blankToNull(values.linkUrl),
    quoteAttribution: blankToNull(values.quoteAttribution),
  };
}

export const postChangeSchema = z.preprocess((values: PostFormValues) => inputOf(values), blogPostInputSchema);
export const newPostSchema = z.preprocess(
  (values: PostFormValues) => ({ ...inputOf(values), slug: values.slug.trim() }),
  blogPostCreateSchema,
);
