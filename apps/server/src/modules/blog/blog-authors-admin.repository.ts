import { eq, sql } from 'drizzle-orm';
import type { AdminBlogAuthor, BlogAuthorInput } from '@reelhouse/contracts/blog-admin';
import { rows, type Db } from '@reelhouse/db/database';
import { blogAuthors, blogAuthorTranslations } from '@reelhouse/db/schema/blog';
import { fieldError } from '../../platform/errors/app-error';
import { imageJson } from '../../platform/sql';

/** Blog authors as the console edits them: the name as written, a bio per language, an avatar. */
export class BlogAuthorsAdminRepository {
  constructor(private readonly db: Db) {}

  list(): Promise<AdminBlogAuthor[]> {
    return rows<AdminBlogAuthor>(
      this.db,
      sql`select a.slug, a.name,
                 (select coalesce(json_object_agg(t.lang, t.bio), '{}'::json)
                    from blog_author_translations t where t.author_id = a.id) as bios,
                 ${imageJson(sql`a.avatar_image_id`)} as avatar,
                 (select count(*)::int from blog_posts p where p.author_id = a.id) as "postCount"
            from blog_authors a order by a.name, a.slug`,
    );
  }

  async create(slug: string, input: BlogAuthorInput): Promise<void> {
    const [author] = await this.db
      .insert(blogAuthors)
      .values({ slug, name: input.name })
      .onConflictDoNothing()
      .returning({ id: blogAuthors.id });
    if (!author) throw fieldError('conflict', 'slug', 'Another author already has this slug.');
    await this.writeBios(author.id, input.bios);
  }

  /** False when there is no such author. */
  async update(slug: string, input: BlogAuthorInput): Promise<boolean> {
    const [author] = await this.db
      .update(blogAuthors)
      .set({ name: input.name })
      .where(eq(blogAuthors.slug, slug))
      .returning({ id: blogAuthors.id });
    if (!author) return false;
    await this.db.delete(blogAuthorTranslations).where(eq(blogAuthorTranslations.authorId, author.id));
    await this.writeBios(author.id, input.bios);
    return true;
  }

  /** Shows this uploaded picture as the author's avatar; false when there is no such author. */
  async setAvatar(slug: string, imageId: number): Promise<boolean> {
    const [author] = await this.db
      .update(blogAuthors)
      .set({ avatarImageId: imageId })
      .where(eq(blogAuthors.slug, slug))
      .returning({ id: blogAuthors.id });
    return author !== undefined;
  }

  async exists(slug: string): Promise<boolean> {
    const [author] = await this.db.select({ id: blogAuthors.id }).from(blogAuthors).where(eq(blogAuthors.slug, slug));
    return author !== undefined;
  }

  private async writeBios(authorId: number, bios: BlogAuthorInput['bios']): Promise<void> {
    const written = Object.entries(bios).filter(([, bio]) => bio.length > 0);
    await this.db.insert(blogAuthorTranslations).values(written.map(([lang, bio]) => ({ authorId, lang, bio })));
  }
}
