import { sql } from 'drizzle-orm';
import type { ReviewInput } from '@reelhouse/contracts/catalogue';
import { rows, type Db } from '@reelhouse/db/database';
import { reviews } from '@reelhouse/db/schema/engagement';
import { isoTime } from '../../platform/sql';

export class ReviewsRepository {
  constructor(private readonly db: Db) {}

  async published(titleId: number, page: number, limit: number) {
    const result = await rows<{
      id: number;
      rating: number;
      body: string;
      authorName: string;
      createdAt: string;
      total: number;
    }>(
      this.db,
      sql`select id, rating::int as rating, body, author_name as "authorName",
                 ${isoTime('created_at')} as "createdAt", count(*) over ()::int as total
            from reviews where title_id = ${titleId} and status = 'published'
           order by created_at desc, id desc limit ${limit} offset ${(page - 1) * limit}`,
    );
    return { rows: result.map(({ total: _total, ...review }) => review), total: result[0]?.total ?? 0 };
  }

  async create(
    author: { titleId: number; userId: number | null; profileId: number | null },
    input: ReviewInput,
    status: 'pending' | 'published',
  ) {
    const [row] = await this.db
      .insert(reviews)
      .values({ ...author, ...input, status, publishedAt: status === 'published' ? new Date() : null })
      .returning({ id: reviews.id, status: reviews.status });
    return row as { id: number; status: 'pending' | 'published' };
  }
}
