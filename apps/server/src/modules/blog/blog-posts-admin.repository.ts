import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AdminBlogListQuery,
  AdminBlogPage,
  AdminBlogPost,
  AdminBlogRow,
  blogPostInputSchema,
  GalleryOrder,
} from '@reelhouse/contracts/blog-admin';
import { rows, type Db } from '@reelhouse/db/database';
import {
  blogAuthors,
  blogCategories,
  blogGalleryImages,
  blogPostCategories,
  blogPosts,
  blogPostTags,
  blogPostTranslations,
  blogTags,
} from '@reelhouse/db/schema/blog';
import { fieldError } from '../../platform/errors/app-error';
import { containsPattern, imageJson, isoTime } from '../../platform/sql';
import { audioTypeOf } from './blog-audio';

export type PostInput = z.output<typeof blogPostInputSchema>;

/** A post's columns from an operator's input: the format's own parts kept for that format only. */
const columnsOf = (input: PostInput, publishedAt: Date | null) => ({
  format: input.format,
  status: input.status,
  publishedAt,
  linkUrl: input.format === 'link' ? input.linkUrl : null,
  quoteAttribution: input.format === 'quote' ? input.quoteAttribution : null,
  updatedAt: new Date(),
});

/** The console's reads and writes of blog posts; every write runs in the caller's transaction. */
export class BlogPostsAdminRepository {
  constructor(private readonly db: Db) {}

  async list(query: AdminBlogListQuery): Promise<AdminBlogPage> {
    const filters: SQL[] = [sql`true`];
    if (query.q) {
      const text = containsPattern(query.q);
      filters.push(sql`(p.slug like ${text} or exists (select 1 from blog_post_translations t
                        where t.post_id = p.id and lower(t.title) like ${text}))`);
    }
    if (query.status) filters.push(sql`p.status = ${query.status}`);
    const where = sql.join(filters, sql` and `);
    const items = await rows<AdminBlogRow>(
      this.db,
      sql`select p.slug, en.title, p.format, p.status, ${isoTime('p.published_at')} as "publishedAt", a.name as author,
                 (select count(*)::int from blog_comments c where c.post_id = p.id and c.status = 'pending') as "pendingComments",
                 ${isoTime('p.updated_at')} as "updatedAt"
            from blog_posts p join blog_post_translations en on en.post_id = p.id and en.lang = 'en'
            join blog_authors a on a.id = p.author_id
           where ${where}
           order by (p.status = 'draft') desc, p.published_at desc nulls first, p.id desc
           limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
    );
    const [counted] = await rows<{ total: number }>(
      this.db,
      sql`select count(*)::int as total from blog_posts p where ${where}`,
    );
    return { items, page: query.page, pageSize: query.pageSize, total: counted?.total ?? 0 };
  }

  async bySlug(slug: string): Promise<AdminBlogPost | null> {
    const [row] = await rows<AdminBlogPost & { audioFile: string | null }>(
      this.db,
      sql`select p.id, p.slug, p.format, p.status, ${isoTime('p.published_at')} as "publishedAt", a.slug as author,
                 array(select c.slug from blog_post_categories pc join blog_categories c on c.id = pc.category_id
                        where pc.post_id = p.id order by c.position, c.slug) as categories,
                 array(select g.slug from blog_post_tags pg join blog_tags g on g.id = pg.tag_id
                        where pg.post_id = p.id order by g.slug) as tags,
                 (select coalesce(json_object_agg(t.lang, json_build_object('title', t.title, 'excerpt', t.excerpt,
                         'body', t.body, 'linkSummary', t.link_summary, 'quoteText', t.quote_text)), '{}'::json)
                    from blog_post_translations t where t.post_id = p.id) as translations,
                 p.link_url as "linkUrl", p.quote_attribution as "quoteAttribution",
                 ${imageJson(sql`p.cover_image_id`)} as cover, p.audio_file as "audioFile",
                 (select coalesce(json_agg(json_build_object('imageId', gi.image_id, 'image', ${imageJson(sql`gi.image_id`)},
                         'captions', gi.captions) order by gi.position), '[]'::json)
                    from blog_gallery_images gi where gi.post_id = p.id and gi.image_id is not null) as gallery,
                 ${isoTime('p.updated_at')} as "updatedAt"
            from blog_posts p join blog_authors a on a.id = p.author_id where p.slug = ${slug}`,
    );
    if (!row) return null;
    const { audioFile, ...post } = row;
    const type = audioFile ? audioTypeOf(audioFile) : null;
    return { ...post, audio: audioFile && type ? { url: `/media/audio/${audioFile}`, type } : null };
  }

  /** The post's id, locked for the change; null when there is none. */
  async lock(slug: string): Promise<number | null> {
    const [row] = await rows<{ id: number }>(this.db, sql`select id from blog_posts where slug = ${slug} for update`);
    return row?.id ?? null;
  }

  async create(slug: string, input: PostInput, publishedAt: Date | null): Promise<number> {
    const authorId = await this.authorId(input.author);
    const [post] = await this.db
      .insert(blogPosts)
      .values({ slug, authorId, ...columnsOf(input, publishedAt) })
      .onConflictDoNothing()
      .returning({ id: blogPosts.id });
    if (!post) throw fieldError('conflict', 'slug', 'Another post already has this slug.');
    await this.writeParts(post.id, input);
    return post.id;
  }

  async replace(id: number, input: PostInput, publishedAt: Date | null): Promise<void> {
    const authorId = await this.authorId(input.author);
    await this.db
      .update(blogPosts)
      .set({ authorId, ...columnsOf(input, publishedAt) })
      .where(eq(blogPosts.id, id));
    await this.db.delete(blogPostTranslations).where(eq(blogPostTranslations.postId, id));
    await this.db.delete(blogPostCategories).where(eq(blogPostCategories.postId, id));
    await this.db.delete(blogPostTags).where(eq(blogPostTags.postId, id));
    await this.writeParts(id, input);
  }

  async remove(id: number): Promise<void> {
    await this.db.delete(blogPosts).where(eq(blogPosts.id, id));
  }

  async setCover(id: number, imageId: number | null): Promise<void> {
    await this.db.update(blogPosts).set({ coverImageId: imageId, updatedAt: new Date() }).where(eq(blogPosts.id, id));
  }

  async setAudio(id: number, file: string): Promise<void> {
    await this.db.update(blogPosts).set({ audioFile: file, updatedAt: new Date() }).where(eq(blogPosts.id, id));
  }

  /** Adds a picture after the gallery's others, its captions empty. */
  async addGalleryImage(id: number, imageId: number): Promise<void> {
    const [last] = await rows<{ position: number | null }>(
      this.db,
      sql`select max(position) as position from blog_gallery_images where post_id = ${id}`,
    );
    await this.db
      .insert(blogGalleryImages)
      .values({ postId: id, position: (last?.position ?? -1) + 1, imageId, captions: {} });
  }

  /** Puts the gallery in the order given with its captions; every picture must be named once. */
  async orderGallery(id: number, items: GalleryOrder['items']): Promise<void> {
    const current = await this.db
      .select({ imageId: blogGalleryImages.imageId })
      .from(blogGalleryImages)
      .where(eq(blogGalleryImages.postId, id));
    const have = current.map((row) => row.imageId).filter((value): value is number => value !== null);
    const named = items.map((item) => item.imageId);
    if (named.length !== have.length || new Set(named).size !== named.length || named.some((v) => !have.includes(v)))
      throw fieldError('bad_request', 'items', 'Name each of the gallery’s pictures once.');
    await this.db.delete(blogGalleryImages).where(eq(blogGalleryImages.postId, id));
    if (items.length > 0)
      await this.db
        .insert(blogGalleryImages)
        .values(
          items.map((item, position) => ({ postId: id, position, imageId: item.imageId, captions: item.captions })),
        );
  }

  /** Takes a picture out of the gallery; false when it was not in it. */
  async removeGalleryImage(id: number, imageId: number): Promise<boolean> {
    const gone = await this.db
      .delete(blogGalleryImages)
      .where(and(eq(blogGalleryImages.postId, id), eq(blogGalleryImages.imageId, imageId)))
      .returning({ imageId: blogGalleryImages.imageId });
    return gone.length > 0;
  }

  private async authorId(slug: string): Promise<number> {
    const [author] = await this.db.select({ id: blogAuthors.id }).from(blogAuthors).where(eq(blogAuthors.slug, slug));
    if (!author) throw fieldError('bad_request', 'author', `There is no author called ${slug}.`);
    return author.id;
  }

  /** Texts, categories and tags; a slug that names nothing is refused naming its field. */
  private async writeParts(id: number, input: PostInput): Promise<void> {
    await this.db.insert(blogPostTranslations).values(
      Object.entries(input.translations).map(([lang, texts]) => ({
        postId: id,
        lang,
        title: texts.title,
        excerpt: texts.excerpt,
        body: texts.body,
        linkSummary: input.format === 'link' ? texts.linkSummary : null,
        quoteText: input.format === 'quote' ? texts.quoteText : null,
      })),
    );
    const categoryIds = await this.idsOf('categories', input.categories);
    if (categoryIds.length > 0)
      await this.db.insert(blogPostCategories).values(categoryIds.map((categoryId) => ({ postId: id, categoryId })));
    const tagIds = await this.idsOf('tags', input.tags);
    if (tagIds.length > 0) await this.db.insert(blogPostTags).values(tagIds.map((tagId) => ({ postId: id, tagId })));
  }

  private async idsOf(field: 'categories' | 'tags', slugs: string[]): Promise<number[]> {
    if (slugs.length === 0) return [];
    const table = field === 'categories' ? blogCategories : blogTags;
    const found = await this.db
      .select({ id: table.id, slug: table.slug })
      .from(table)
      .where(inArray(table.slug, slugs));
    const unknown = slugs.filter((slug) => !found.some((row) => row.slug === slug));
    if (unknown.length > 0) throw fieldError('bad_request', field, `There is nothing called ${unknown.join(', ')}.`);
    return found.map((row) => row.id);
  }
}
