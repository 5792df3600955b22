import { and, eq, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { BlogFormat, BlogPostCard } from '@reelhouse/contracts/blog';
import type { Language } from '@reelhouse/contracts/locales';
import { rows, type Db } from '@reelhouse/db/database';
import { blogPosts } from '@reelhouse/db/schema/blog';
import { imageJson, translated, translationJoins } from '../../platform/sql';
import { termTables, visiblePosts, type TermKind } from './blog-sql';
import { isoTime } from '../../platform/sql';

/** Names of a post's categories or tags in the language asked for, English where missing. */
function termsOf(kind: TermKind, lang: Language): SQL {
  const { link, table, translations, key, order } = termTables[kind];
  return sql`(select coalesce(json_agg(json_build_object('slug', x.slug, 'name', coalesce(xl.name, xe.name)) order by ${sql.raw(order)}), '[]'::json)
      from ${sql.raw(link)} px join ${sql.raw(table)} x on x.id = px.${sql.raw(key)}
      join ${sql.raw(translations)} xe on xe.${sql.raw(key)} = x.id and xe.lang = 'en'
      left join ${sql.raw(translations)} xl on xl.${sql.raw(key)} = x.id and xl.lang = ${lang}
     where px.post_id = p.id)`;
}

/** The columns of a post card, over `blog_posts p` joined with `postTextJoins` and `blog_authors a`. */
function cardColumns(lang: Language): SQL {
  return sql`p.id, p.slug, p.format, ${translated('bt', 'title')} as title, ${translated('bt', 'excerpt')} as excerpt,
    ${imageJson(sql`p.cover_image_id`)} as cover, ${isoTime('p.published_at')} as "publishedAt",
    json_build_object('slug', a.slug, 'name', a.name, 'avatar', ${imageJson(sql`a.avatar_image_id`)}) as author,
    ${termsOf('category', lang)} as categories, ${termsOf('tag', lang)} as tags,
    (select count(*)::int from blog_comments c where c.post_id = p.id and c.status = 'published') as "commentCount"`;
}

const postTextJoins = (lang: Language) =>
  sql`${translationJoins('blog_post_translations', 'bt', 'post_id', 'p.id', lang)} join blog_authors a on a.id = p.author_id`;

export interface PostFilters {
  tag?: string;
  category?: string;
  author?: string;
  format?: BlogFormat;
  year?: number;
  month?: number;
}

function filterConditions(filters: PostFilters): SQL {
  const conditions = [visiblePosts()];
  if (filters.tag) {
    conditions.push(sql`exists (select 1 from blog_post_tags pt join blog_tags t on t.id = pt.tag_id
      where pt.post_id = p.id and t.slug = ${filters.tag})`);
  }
  if (filters.category) {
    conditions.push(sql`exists (select 1 from blog_post_categories pc join blog_categories c on c.id = pc.category_id
      where pc.post_id = p.id and c.slug = ${filters.category})`);
  }
  if (filters.author) conditions.push(sql`a.slug = ${filters.author}`);
  if (filters.format) conditions.push(sql`p.format = ${filters.format}`);
  if (filters.year !== undefined) {
    // Months in UTC, like the archive's counts; a range, so the listing index serves it.
    const [from, to] = filters.month
      ? [Date.UTC(filters.year, filters.month - 1, 1), Date.UTC(filters.year, filters.month, 1)]
      : [Date.UTC(filters.year, 0, 1), Date.UTC(filters.year + 1, 0, 1)];
    conditions.push(sql`p.published_at >= ${new Date(from).toISOString()}::timestamptz
      and p.published_at < ${new Date(to).toISOString()}::timestamptz`);
  }
  return sql.join(conditions, sql` and `);
}

export type PostCardRow = BlogPostCard & { id: number };
type PostLink = { slug: string; title: string };

export interface PostDetailRow extends PostCardRow {
  body: string;
  authorBio: string;
  audioFile: string | null;
  linkUrl: string | null;
  linkSummary: string | null;
  quoteText: string | null;
  quoteAttribution: string | null;
}

export class BlogPostsRepository {
  constructor(private readonly db: Db) {}

  /** A page of visible posts, newest first, with the total for pagination. */
  async list(
    filters: PostFilters,
    lang: Language,
    page: number,
    limit: number,
  ): Promise<{ rows: PostCardRow[]; total: number }> {
    const result = await rows<PostCardRow & { total: number }>(
      this.db,
      sql`select ${cardColumns(lang)}, count(*) over ()::int as total
            from blog_posts p ${postTextJoins(lang)}
           where ${filterConditions(filters)}
           order by p.published_at desc, p.id desc limit ${limit} offset ${(page - 1) * limit}`,
    );
    return { rows: result.map(({ total: _total, ...card }) => card), total: result[0]?.total ?? 0 };
  }

  async bySlug(slug: string, lang: Language): Promise<PostDetailRow | null> {
    const [row] = await rows<PostDetailRow>(
      this.db,
      sql`select ${cardColumns(lang)}, ${translated('bt', 'body')} as body,
                 coalesce(abl.bio, abe.bio, '') as "authorBio",
                 p.audio_file as "audioFile", p.link_url as "linkUrl", ${translated('bt', 'link_summary')} as "linkSummary",
                 ${translated('bt', 'quote_text')} as "quoteText", p.quote_attribution as "quoteAttribution"
            from blog_posts p ${postTextJoins(lang)}
            left join blog_author_translations abe on abe.author_id = a.id and abe.lang = 'en'
            left join blog_author_translations abl on abl.author_id = a.id and abl.lang = ${lang}
           where p.slug = ${slug} and ${visiblePosts()}`,
    );
    return row ?? null;
  }

  /** The id of a post readers can see, or null: what comments need, without the post's texts. */
  async visibleId(slug: string): Promise<number | null> {
    const [row] = await rows<{ id: number }>(
      this.db,
      sql`select p.id from blog_posts p where p.slug = ${slug} and ${visiblePosts()}`,
    );
    return row?.id ?? null;
  }

  /** The visible posts just older and just newer than a post, by publication time. */
  async neighbours(postId: number, lang: Language) {
    const neighbour = (direction: 'older' | 'newer') => {
      const [compare, order] = direction === 'older' ? [sql`<`, sql`desc`] : [sql`>`, sql`asc`];
      return sql`(select json_build_object('slug', p.slug, 'title', ${translated('bt', 'title')})
          from blog_posts p ${translationJoins('blog_post_translations', 'bt', 'post_id', 'p.id', lang)}, blog_posts self
         where self.id = ${postId} and ${visiblePosts()}
           and (p.published_at, p.id) ${compare} (self.published_at, self.id)
         order by p.published_at ${order}, p.id ${order} limit 1)`;
    };
    const [row] = await rows<{ previous: PostLink | null; next: PostLink | null }>(
      this.db,
      sql`select ${neighbour('older')} as previous, ${neighbour('newer')} as next`,
    );
    return row ?? { previous: null, next: null };
  }

  async gallery(postId: number, lang: Language) {
    return rows<{ image: NonNullable<BlogPostCard['cover']>; caption: string }>(
      this.db,
      sql`select ${imageJson(sql`g.image_id`)} as image, coalesce(g.captions ->> ${lang}, g.captions ->> 'en', '') as caption
            from blog_gallery_images g where g.post_id = ${postId} and g.image_id is not null order by g.position`,
    );
  }

  /**
   * The moment the next scheduled post comes out, if one is waiting. A post already due but not yet
   * marked counts too (its time may pass between `markDuePublished` and this): the caller wakes at once.
   */
  async nextScheduledAt(): Promise<Date | null> {
    // Epoch milliseconds: the API's ISO form stops at seconds, and a timer set by it would fire early.
    const [row] = await rows<{ at: number | null }>(
      this.db,
      sql`select (extract(epoch from min(published_at)) * 1000)::float8 as at
            from blog_posts where status = 'scheduled'`,
    );
    return row?.at == null ? null : new Date(Number(row.at));
  }

  /** Scheduled posts whose time has come are marked published, so the record says what readers see. */
  async markDuePublished(): Promise<number> {
    const done = await this.db
      .update(blogPosts)
      .set({ status: 'published', updatedAt: sql`now()` })
      .where(and(eq(blogPosts.status, 'scheduled'), lte(blogPosts.publishedAt, sql`now()`)))
      .returning({ id: blogPosts.id });
    return done.length;
  }

  /** Audio posts without a sound file (the demo makes each one). */
  async audioPostsWithoutFile(): Promise<{ id: number; slug: string }[]> {
    return this.db
      .select({ id: blogPosts.id, slug: blogPosts.slug })
      .from(blogPosts)
      .where(and(blogPosts.demo, eq(blogPosts.format, 'audio'), isNull(blogPosts.audioFile)))
      .orderBy(blogPosts.id);
  }

  async setAudioFile(postId: number, file: string): Promise<void> {
    await this.db.update(blogPosts).set({ audioFile: file }).where(eq(blogPosts.id, postId));
  }
}
