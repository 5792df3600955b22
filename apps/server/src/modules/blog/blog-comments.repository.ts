import { sql } from 'drizzle-orm';
import type { BlogComment, BlogCommentInput } from '@reelhouse/contracts/blog';
import { rows, type Db } from '@reelhouse/db/database';
import { blogComments } from '@reelhouse/db/schema/blog';
import { isoTime } from './blog-sql';

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
