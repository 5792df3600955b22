import { eq, sql } from 'drizzle-orm';
import type { BlogComment, BlogCommentInput, blogModerationCommentSchema } from '@reelhouse/contracts/blog';
import type { z } from 'zod';
import { rows, type Db } from '@reelhouse/db/database';
import { blogComments } from '@reelhouse/db/schema/blog';
import { isoTime } from '../../platform/sql';

type BlogModerationComment = z.infer<typeof blogModerationCommentSchema>;

export class BlogCommentsRepository {
  constructor(private readonly db: Db) {}

  /** Approved comments, oldest first, as a conversation reads. */
  async published(postId: number, page: number, limit: number): Promise<{ rows: BlogComment[]; total: number }> {
    const result = await rows<BlogComment & { total: number }>(
      this.db,
      sql`select id, author_name as "authorName", body, ${isoTime('created_at')} as "createdAt", count(*) over ()::int as total
            from blog_comments where post_id = ${postId} and status = 'published'
           order by created_at, id limit ${limit} offset ${(page - 1) * limit}`,
    );
    return { rows: result.map(({ total: _total, ...comment }) => comment), total: result[0]?.total ?? 0 };
  }

  /** Comments in one state, oldest first (the moderation queue), with what a moderator needs. */
  async byStatus(status: 'pending' | 'published', page: number, limit: number) {
    const result = await rows<BlogModerationComment & { total: number }>(
      this.db,
      sql`select c.id, c.author_name as "authorName", c.author_email as "authorEmail", c.body, c.status,
                 ${isoTime('c.created_at')} as "createdAt",
                 json_build_object('slug', p.slug, 'title', t.title) as post, count(*) over ()::int as total
            from blog_comments c join blog_posts p on p.id = c.post_id
            join blog_post_translations t on t.post_id = p.id and t.lang = 'en'
           where c.status = ${status}
           order by c.created_at, c.id limit ${limit} offset ${(page - 1) * limit}`,
    );
    return { rows: result.map(({ total: _total, ...comment }) => comment), total: result[0]?.total ?? 0 };
  }

  /** Publishes a pending comment; false when there is no such comment. */
  async publish(id: number): Promise<boolean> {
    const done = await this.db
      .update(blogComments)
      // Published again after being hidden, a comment keeps the time it first appeared.
      .set({ status: 'published', publishedAt: sql`coalesce(${blogComments.publishedAt}, now())` })
      .where(eq(blogComments.id, id))
      .returning({ id: blogComments.id });
    return done.length > 0;
  }

  /** Removes a comment for good (spam, abuse); false when there is no such comment. */
  async remove(id: number): Promise<boolean> {
    const done = await this.db.delete(blogComments).where(eq(blogComments.id, id)).returning({ id: blogComments.id });
    return done.length > 0;
  }

  async create(
    postId: number,
    userId: number | null,
    input: Omit<BlogCommentInput, 'website'>,
    status: 'pending' | 'published',
  ): Promise<void> {
    await this.db.insert(blogComments).values({
      postId,
      userId,
      authorName: input.authorName,
      authorEmail: input.authorEmail,
      body: input.body,
      status,
      publishedAt: status === 'published' ? new Date() : null,
    });
  }
}
