import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { CartLine, Wishlist } from '@reelhouse/contracts/shop-cart';
import { MAX_LINE_QUANTITY } from '@reelhouse/contracts/shop-cart';
import type { Language } from '@reelhouse/contracts/locales';
import { rows, type Db } from '@reelhouse/db/database';
import { products } from '@reelhouse/db/schema/shop-catalogue';
import { cartItems, carts, wishlistItems } from '@reelhouse/db/schema/shop-orders';
import { translated, translationJoins, isoTime } from '../../platform/sql';
import { availableQuantity, productThumbnail, regularPrice, stockRank, stockStatusOf, unitPrice } from './shop-sql';

/** A cart line as the catalogue prices it now, with what the totals need. */
export interface StoredLine extends Omit<CartLine, 'subtotalPaise' | 'discountPaise' | 'gstPaise' | 'totalPaise'> {
  categoryIds: number[];
  gstBasisPoints: number;
  /** The variant's stock is counted (not a download): ordering it takes stock. */
  counted: boolean;
  needsShipping: boolean;
}

/** A member's cart as checkout reads it. */
export interface MemberCart {
  cartId: string;
  couponCode: string | null;
  lines: StoredLine[];
}

type PricedLineRow = Omit<StoredLine, 'stockStatus'> & {
  stockRank: number;
  cartId: string;
  userId: number;
  couponCode: string | null;
};

const toStoredLine = ({
  stockRank: rank,
  cartId: _cart,
  userId: _user,
  couponCode: _code,
  ...line
}: PricedLineRow) => ({
  ...line,
  stockStatus: stockStatusOf(rank),
});

/** A visitor's cart id: 128 random bits, unguessable, so the cookie alone is the key. */
export const newCartId = () => randomBytes(16).toString('base64url');

export interface VariantStock {
  productId: number;
  available: number | null;
  published: boolean;
}

/**
 * Carts and wishlists. Every read and write names the cart id, which the routes take from the
 * member's session or the visitor's cookie, never from the request body.
 */
export class CartsRepository {
  constructor(private readonly db: Db) {}

  /** The member's cart id, made on first use. */
  async ofMember(userId: number): Promise<string> {
    const [found] = await this.db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
    if (found) return found.id;
    // Two first requests at once make one cart: the loser's insert returns the winner's row.
    const [row] = await this.db
      .insert(carts)
      .values({ id: newCartId(), userId })
      .onConflictDoUpdate({ target: carts.userId, set: { updatedAt: sql`${carts.updatedAt}` } })
      .returning({ id: carts.id });
    if (!row) throw new Error('member cart upsert returned nothing');
    return row.id;
  }

  /** A visitor's cart by its cookie id, when it exists and belongs to nobody. */
  async guestExists(id: string): Promise<boolean> {
    const found = await this.db
      .select({ id: carts.id })
      .from(carts)
      .where(and(eq(carts.id, id), isNull(carts.userId)));
    return found.length > 0;
  }

  async createGuest(): Promise<string> {
    const id = newCartId();
    await this.db.insert(carts).values({ id });
    return id;
  }

  /**
   * Moves a visitor's cart and wishlist into the member's, in one transaction: quantities of the
   * same variant add up (to the line limit), the member's coupon stays unless they had none.
   */
  async merge(guestId: string, memberCartId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      // Only a visitor's cart is ever merged: a cookie naming a member's cart takes nothing from it.
      const [guest] = await tx
        .select({ id: carts.id })
        .from(carts)
        .where(and(eq(carts.id, guestId), isNull(carts.userId)))
        .for('update');
      if (!guest) return;
      await tx.execute(
        sql`insert into cart_items (cart_id, variant_id, quantity)
            select ${memberCartId}, variant_id, quantity from cart_items where cart_id = ${guestId}
            on conflict (cart_id, variant_id)
            do update set quantity = least(cart_items.quantity + excluded.quantity, ${MAX_LINE_QUANTITY})`,
      );
      await tx.execute(
        sql`insert into wishlist_items (cart_id, product_id)
            select ${memberCartId}, product_id from wishlist_items where cart_id = ${guestId} on conflict do nothing`,
      );
      await tx.execute(
        sql`update carts set updated_at = now(),
              coupon_code = coalesce(coupon_code, (select coupon_code from carts where id = ${guestId}))
            where id = ${memberCartId}`,
      );
      await tx.delete(carts).where(and(eq(carts.id, guestId), isNull(carts.userId)));
    });
  }

  /** The cart's lines priced now, and its coupon code (the same read: checkout is the hot path). */
  async lines(cartId: string, lang: Language): Promise<{ lines: StoredLine[]; couponCode: string | null }> {
    const found = await this.pricedLines(this.db, sql`ci.cart_id = ${cartId}`, lang);
    return { lines: found.map(toStoredLine), couponCode: found[0]?.couponCode ?? null };
  }

  /**
   * The carts of these members priced now, in one read (checkout writes concurrent orders
   * together); a member whose cart is empty or missing is not in the answer.
   */
  async ofMembersPriced(db: Db, userIds: readonly number[], lang: Language): Promise<Map<number, MemberCart>> {
    const found = await this.pricedLines(db, sql`c.user_id in ${[...userIds]}`, lang);
    const carts = new Map<number, MemberCart>();
    for (const row of found) {
      const cart = carts.get(row.userId) ?? { cartId: row.cartId, couponCode: row.couponCode, lines: [] };
      cart.lines.push(toStoredLine(row));
      carts.set(row.userId, cart);
    }
    return carts;
  }

  private pricedLines(db: Db, which: SQL, lang: Language): Promise<PricedLineRow[]> {
    return rows<PricedLineRow>(
      db,
      sql`select v.id as "variantId", p.id as "productId", p.slug as "productSlug", ${translated('pt', 'name')} as name,
                 v.sku, v.size, v.colour, ${productThumbnail(sql`p.id`)} as image, ci.quantity,
                 ${unitPrice}::int as "unitPricePaise", ${regularPrice}::int as "regularPricePaise",
                 ${stockRank}::int as "stockRank", ${availableQuantity} as available, p.kind = 'digital' as downloadable, p.kind = 'physical' as "needsShipping",
                 v.stock_quantity is not null as counted, p.gst_basis_points as "gstBasisPoints",
                 array(select pc.category_id from product_categories pc where pc.product_id = p.id) as "categoryIds",
                 c.id as "cartId", c.user_id as "userId", c.coupon_code as "couponCode"
            from cart_items ci join carts c on c.id = ci.cart_id join product_variants v on v.id = ci.variant_id join products p on p.id = v.product_id
            ${translationJoins('product_translations', 'pt', 'product_id', 'p.id', lang)}
           where ${which} and p.status = 'published'
           order by ci.added_at, v.id`,
    );
  }

  /** The variant's stock now, or null when there is no such variant. */
  async variantStock(variantId: number): Promise<VariantStock | null> {
    const [row] = await rows<VariantStock>(
      this.db,
      sql`select p.id as "productId", ${availableQuantity} as available, p.status = 'published' as published
            from product_variants v join products p on p.id = v.product_id where v.id = ${variantId}`,
    );
    return row ?? null;
  }

  async quantityOf(cartId: string, variantId: number): Promise<number> {
    const [row] = await this.db
      .select({ quantity: cartItems.quantity })
      .from(cartItems)
      .where(and(eq(cartItems.cartId, cartId), eq(cartItems.variantId, variantId)));
    return row?.quantity ?? 0;
  }

  async setQuantity(cartId: string, variantId: number, quantity: number): Promise<void> {
    await this.db
      .insert(cartItems)
      .values({ cartId, variantId, quantity })
      .onConflictDoUpdate({ target: [cartItems.cartId, cartItems.variantId], set: { quantity } });
    await this.touch(cartId);
  }

  async remove(cartId: string, variantId: number): Promise<boolean> {
    const removed = await this.db
      .delete(cartItems)
      .where(and(eq(cartItems.cartId, cartId), eq(cartItems.variantId, variantId)))
      .returning({ variantId: cartItems.variantId });
    await this.touch(cartId);
    return removed.length > 0;
  }

  async setCoupon(cartId: string, code: string | null): Promise<void> {
    await this.db
      .update(carts)
      .set({ couponCode: code, updatedAt: sql`now()` })
      .where(eq(carts.id, cartId));
  }

  async wishlist(cartId: string, lang: Language): Promise<Wishlist['items']> {
    const found = await rows<Omit<Wishlist['items'][number], 'stockStatus'> & { stockRank: number }>(
      this.db,
      sql`select p.id as "productId", p.slug, ${translated('pt', 'name')} as name, ${productThumbnail(sql`p.id`)} as image,
                 agg.price as "pricePaise", agg.rank as "stockRank", case when agg.variants = 1 then agg.first end as "defaultVariantId",
                 ${isoTime('w.added_at')} as "addedAt"
            from wishlist_items w join products p on p.id = w.product_id
            join lateral (select min(${unitPrice})::int as price, min(${stockRank})::int as rank, count(*)::int as variants,
                                 (array_agg(v.id order by v.position))[1] as first
                            from product_variants v where v.product_id = p.id) agg on true
            ${translationJoins('product_translations', 'pt', 'product_id', 'p.id', lang)}
           where w.cart_id = ${cartId} and p.status = 'published' order by w.added_at desc`,
    );
    return found.map(({ stockRank: rank, ...item }) => ({ ...item, stockStatus: stockStatusOf(rank) }));
  }

  async productOnSale(productId: number): Promise<boolean> {
    const found = await this.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, productId), eq(products.status, 'published')));
    return found.length > 0;
  }

  async addToWishlist(cartId: string, productId: number): Promise<void> {
    await this.db.insert(wishlistItems).values({ cartId, productId }).onConflictDoNothing();
  }

  async removeFromWishlist(cartId: string, productId: number): Promise<boolean> {
    const removed = await this.db
      .delete(wishlistItems)
      .where(and(eq(wishlistItems.cartId, cartId), eq(wishlistItems.productId, productId)))
      .returning({ productId: wishlistItems.productId });
    return removed.length > 0;
  }

  /** Forgets visitors' carts untouched for this many days. */
  async purgeStaleGuests(days: number): Promise<number> {
    const purged = await this.db
      .delete(carts)
      .where(and(isNull(carts.userId), lt(carts.updatedAt, sql`now() - make_interval(days => ${days})`)))
      .returning({ id: carts.id });
    return purged.length;
  }

  private async touch(cartId: string): Promise<void> {
    await this.db
      .update(carts)
      .set({ updatedAt: sql`now()` })
      .where(eq(carts.id, cartId));
  }
}
