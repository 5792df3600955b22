import { sql, type SQL } from 'drizzle-orm';

/** Posts readers may see: not drafts, and their time has come (a scheduled post appears on its own). */
export const visiblePosts = (alias = 'p'): SQL =>
  sql.raw(`${alias}.status <> 'draft' and ${alias}.published_at <= now()`);

export type TermKind = 'category' | 'tag';

/** Where categories and tags live: their table, names, link to posts, and list order. */
export const termTables: Record<
  TermKind,
  { table: string; translations: string; link: string; key: string; order: string }
> = {
  category: {
    table: 'blog_categories',
    translations: 'blog_category_translations',
    link: 'blog_post_categories',
    key: 'category_id',
    order: 'x.position, x.slug',
  },
  tag: {
    table: 'blog_tags',
    translations: 'blog_tag_translations',
    link: 'blog_post_tags',
    key: 'tag_id',
    order: 'x.slug',
  },
};
