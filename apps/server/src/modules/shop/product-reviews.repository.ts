import { and, desc, eq, sql } from 'drizzle-orm';
import type { ProductReview } from '@reelhouse/contracts/shop-products';
import type { Db } from '@reelhouse/db/database';
import { productReviews, products } from '@reelhouse/db/schema/shop-catalogue';
import { isoTime } from '../../platform/sql';

/** Product reviews: the published ones with their rating summary, and new ones (pending or published). */
export class ProductReviewsRepository {
  constructor(private readonly db: Db) {}

  async published(productId: number): Promise<{ items: ProductReview[]; histogram: number[] }> {
    const items: ProductReview[] = await this.db
      .select({
        id: productReviews.id,
        name: productReviews.name,
        rating: productReviews.rating,
        body: productReviews.body,
        verified: productReviews.verified,
        createdAt: sql<string>`${isoTime('created_at')}`,
      })
      .from(productReviews)
      .where(and(eq(productReviews.productId, productId), eq(productReviews.status, 'published')))
      .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
      .limit(100);
    const histogram = [1, 2, 3, 4, 5].map((rating) => items.filter((item) => item.rating === rating).length);
    return { items, histogram };
  }

  /**
   * Adds a review; a published one counts into the product's rating at once. `verified` when the
   * signed-in reviewer bought the product in an order that was paid.
   */
  async add(
    productId: number,
    review: { name: string; email: string; rating: number; body: string; userId: number | null },
    status: 'pending' | 'published',
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.execute(
        sql`insert into product_reviews (product_id, user_id, name, email, rating, body, status, verified)
            values (${productId}, ${review.userId}, ${review.name}, ${review.email}, ${review.rating}, ${review.body}, ${status},
                    exists (select 1 from order_items oi join orders o on o.id = oi.order_id
                             where oi.product_id = ${productId} and o.user_id = ${review.userId} and o.paid_at is not null))`,
      );
      if (status === 'published')
        await tx
          .update(products)
          .set({
            ratingCount: sql`${products.ratingCount} + 1`,
            ratingTotal: sql`${products.ratingTotal} + ${review.rating}`,
          })
          .where(eq(products.id, productId));
    });
  }
}
