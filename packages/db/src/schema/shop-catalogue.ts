import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { productKinds, productStatuses, reviewStatuses } from '@reelhouse/contracts/shop-products';
import { users } from './accounts';
import { titles } from './catalogue';
import { createdAt, demoContent, inList, tsvector, updatedAt } from './columns';
import { images } from './media-images';

/* The shop's catalogue: products, their texts, terms, pictures, titles, variants, files and reviews. */

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
    demo: demoContent(),
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
  /** Null until the file is on disk (demo files are made after the seed). */
  sizeBytes: integer('size_bytes'),
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
