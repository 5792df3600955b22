import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { couponKinds, productKinds, productStatuses, reviewStatuses } from '@reelhouse/contracts/shop-products';
import { orderStatuses, paymentMethods, shippingMethods, stockStates } from '@reelhouse/contracts/shop-orders';
import { users } from './accounts';
import { titles } from './catalogue';
import { createdAt, inList, tsvector, updatedAt } from './columns';
import { images } from './media-images';

export const shopCategories = pgTable(
  'shop_categories',
  { id: serial('id').primaryKey(), slug: text('slug').notNull(), position: integer('position').notNull().default(0) },
  (t) => [uniqueIndex('shop_categories_slug_key').on(t.slug)],
);

export const shopCategoryTranslations = pgTable(
  'shop_category_translations',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => shopCategories.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.lang] })],
);

export const shopTags = pgTable('shop_tags', { id: serial('id').primaryKey(), slug: text('slug').notNull() }, (t) => [
  uniqueIndex('shop_tags_slug_key').on(t.slug),
]);

export const shopTagTranslations = pgTable(
  'shop_tag_translations',
  {
    tagId: integer('tag_id')
      .notNull()
      .references(() => shopTags.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tagId, t.lang] })],
);

/**
 * Something the shop sells. Prices are paise before GST; a sale price, when set, is what is
 * charged. Every product has at least one variant (a product without sizes or colours has one
 * with neither), and stock lives on variants.
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    sku: text('sku').notNull(),
    kind: text('kind', { enum: productKinds }).notNull().default('physical'),
    status: text('status', { enum: productStatuses }).notNull().default('published'),
    pricePaise: integer('price_paise').notNull(),
    salePricePaise: integer('sale_price_paise'),
    gstBasisPoints: smallint('gst_basis_points').notNull(),
    weightGrams: integer('weight_grams'),
    lengthMm: integer('length_mm'),
    widthMm: integer('width_mm'),
    heightMm: integer('height_mm'),
    /** Downloads per file a buyer gets (null: unlimited), and for how many days (null: forever). */
    downloadLimit: integer('download_limit'),
    downloadExpiryDays: integer('download_expiry_days'),
    /** Units sold in paid orders: the "popularity" sort. */
    salesCount: integer('sales_count').notNull().default(0),
    /** Kept with each published review, for the "average rating" sort. */
    ratingCount: integer('rating_count').notNull().default(0),
    ratingTotal: integer('rating_total').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_slug_key').on(t.slug),
    uniqueIndex('products_sku_key').on(t.sku),
    check('products_kind_check', inList('kind', productKinds)),
    check('products_status_check', inList('status', productStatuses)),
    check('products_price_check', sql`${t.pricePaise} > 0`),
    check(
      'products_sale_price_check',
      sql`${t.salePricePaise} is null or (${t.salePricePaise} > 0 and ${t.salePricePaise} < ${t.pricePaise})`,
    ),
    check('products_gst_check', sql`${t.gstBasisPoints} between 0 and 2800`),
  ],
);

export const productTranslations = pgTable(
  'product_translations',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    name: text('name').notNull(),
    shortDescription: text('short_description').notNull(),
    description: text('description').notNull(),
    /** The name as the global search compares it (migration 0002: search_normalize). */
    searchName: text('search_name').generatedAlwaysAs(sql`search_normalize(name)`),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('simple', search_normalize(name || ' ' || short_description))`,
    ),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.lang] }),
    index('product_translations_search_idx').using('gin', sql`${t.searchName} gin_trgm_ops`),
    index('product_translations_search_vector_idx').using('gin', t.searchVector),
  ],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => shopCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.categoryId] })],
);

export const productTags = pgTable(
  'product_tags',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => shopTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.tagId] })],
);

/** A product's pictures in order; the first is its thumbnail. Drawn after start for the demo. */
export const productImages = pgTable(
  'product_images',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    imageId: integer('image_id').references(() => images.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.position] })],
);

/** "Merch from this title": the movies and series a product belongs to. */
export const productTitles = pgTable(
  'product_titles',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.titleId] }), index('product_titles_title_idx').on(t.titleId)],
);

/**
 * One sellable form of a product (a size and colour). `stockQuantity` null means stock is not
 * counted (downloads); otherwise it never goes below zero unless backorders are allowed.
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    size: text('size'),
    colour: text('colour'),
    /** Overrides the product's prices when set. */
    pricePaise: integer('price_paise'),
    salePricePaise: integer('sale_price_paise'),
    stockQuantity: integer('stock_quantity'),
    lowStockThreshold: integer('low_stock_threshold').notNull().default(5),
    backorders: boolean('backorders').notNull().default(false),
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('product_variants_sku_key').on(t.sku),
    index('product_variants_product_idx').on(t.productId),
    check(
      'product_variants_stock_check',
      sql`${t.backorders} or ${t.stockQuantity} is null or ${t.stockQuantity} >= 0`,
    ),
    check('product_variants_price_check', sql`${t.pricePaise} is null or ${t.pricePaise} > 0`),
  ],
);

/** A downloadable product's files, under DATA_DIR/downloads. */
export const productFiles = pgTable('product_files', {
  id: serial('id').primaryKey(),
  productId: integer('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  storageKey: text('storage_key').notNull(),
  contentType: text('content_type').notNull(),
  createdAt: createdAt(),
});

/** A product review. The e-mail is for the shop only and never leaves the server. */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    rating: smallint('rating').notNull(),
    body: text('body').notNull(),
    /** The reviewer bought this product in an order that was paid. */
    verified: boolean('verified').notNull().default(false),
    status: text('status', { enum: reviewStatuses }).notNull().default('pending'),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_reviews_product_idx').on(t.productId, t.status, t.createdAt),
    check('product_reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('product_reviews_status_check', inList('status', reviewStatuses)),
  ],
);

/**
 * A coupon. `amount` is whole percent for `percent`, else paise (off the cart, or off each unit of
 * the products it applies to). Restrictions list product and category ids; empty lists mean all.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    kind: text('kind', { enum: couponKinds }).notNull(),
    amount: integer('amount').notNull(),
    minimumSpendPaise: integer('minimum_spend_paise').notNull().default(0),
    usageLimit: integer('usage_limit'),
    usageLimitPerMember: integer('usage_limit_per_member'),
    usedCount: integer('used_count').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    productIds: integer('product_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    categoryIds: integer('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_key').on(sql`upper(${t.code})`),
    check('coupons_kind_check', inList('kind', couponKinds)),
    check('coupons_amount_check', sql`${t.amount} > 0 and (${t.kind} <> 'percent' or ${t.amount} <= 100)`),
    check('coupons_usage_check', sql`${t.usageLimit} is null or ${t.usedCount} <= ${t.usageLimit}`),
  ],
);

/**
 * A shopper's cart and wishlist: a member's (one each), or a visitor's, found by the random id in
 * their cookie and merged into the member's at sign-in.
 */
export const carts = pgTable(
  'carts',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    couponCode: text('coupon_code'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('carts_user_key').on(t.userId), index('carts_updated_idx').on(t.updatedAt)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.variantId] }), check('cart_items_quantity_check', sql`${t.quantity} > 0`)],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.productId] })],
);

/**
 * An order. Amounts are fixed when it is placed (from the catalogue, never the browser) and the
 * addresses copied in: an order reads the same whatever changes later. `number` is what people
 * see and type into "track order".
 */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 100_001 }),
    number: text('number').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    lang: text('lang').notNull().default('en'),
    status: text('status', { enum: orderStatuses }).notNull(),
    paymentMethod: text('payment_method', { enum: paymentMethods }).notNull(),
    shippingMethod: text('shipping_method', { enum: shippingMethods }).notNull(),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    couponCode: text('coupon_code'),
    subtotalPaise: integer('subtotal_paise').notNull(),
    discountPaise: integer('discount_paise').notNull(),
    shippingPaise: integer('shipping_paise').notNull(),
    gstPaise: integer('gst_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    billing: jsonb('billing').notNull(),
    shipping: jsonb('shipping'),
    notes: text('notes'),
    stockState: text('stock_state', { enum: stockStates }).notNull(),
    /** An unpaid online order gives its stock back at this time. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_number_key').on(t.number),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_held_idx')
      .on(t.holdExpiresAt)
      .where(sql`stock_state = 'held'`),
    check('orders_status_check', inList('status', orderStatuses)),
    check('orders_payment_method_check', inList('payment_method', paymentMethods)),
    check('orders_shipping_method_check', inList('shipping_method', shippingMethods)),
    check('orders_stock_state_check', inList('stock_state', stockStates)),
    check(
      'orders_total_check',
      sql`${t.totalPaise} = ${t.subtotalPaise} - ${t.discountPaise} + ${t.gstPaise} + ${t.shippingPaise} and ${t.totalPaise} >= 0`,
    ),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    sku: text('sku').notNull(),
    size: text('size'),
    colour: text('colour'),
    quantity: integer('quantity').notNull(),
    unitPricePaise: integer('unit_price_paise').notNull(),
    subtotalPaise: integer('subtotal_paise').notNull(),
    discountPaise: integer('discount_paise').notNull(),
    gstBasisPoints: smallint('gst_basis_points').notNull(),
    gstPaise: integer('gst_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    /** Stock was taken for this line (counted stock); given back only then. */
    stockTaken: boolean('stock_taken').notNull(),
    downloadable: boolean('downloadable').notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), check('order_items_quantity_check', sql`${t.quantity} > 0`)],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: orderStatuses }),
    toStatus: text('to_status', { enum: orderStatuses }).notNull(),
    note: text('note'),
    /** Who changed it: the buyer, an operator, or null for the system (payment, hold timeout). */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.id)],
);

/** A coupon used by an order, for the per-member limit; given back when the order is cancelled. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.couponId, t.orderId] }),
    index('coupon_redemptions_user_idx').on(t.couponId, t.userId),
  ],
);

/** A buyer's right to download one file of a paid order, counting down. */
export const orderDownloads = pgTable(
  'order_downloads',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => productFiles.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    remaining: integer('remaining'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    downloadedCount: integer('downloaded_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('order_downloads_order_file_key').on(t.orderId, t.fileId),
    index('order_downloads_user_idx').on(t.userId),
    check('order_downloads_remaining_check', sql`${t.remaining} is null or ${t.remaining} >= 0`),
  ],
);

/** What operators changed in the shop (products, stock, coupons, orders), and who did. */
export const shopAudit = pgTable(
  'shop_audit',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    subject: text('subject').notNull(),
    details: jsonb('details').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('shop_audit_subject_idx').on(t.subject, t.createdAt)],
);
