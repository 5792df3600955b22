import { and, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AdminCoupon,
  AdminProduct,
  AdminVariant,
  couponInputSchema,
  productCreateSchema,
  productUpdateSchema,
  variantInputSchema,
  VariantUpdate,
} from '@reelhouse/contracts/shop-admin';
import { rows, type Db } from '@reelhouse/db/database';
import { titles } from '@reelhouse/db/schema/catalogue';
import {
  productCategories,
  productImages,
  products,
  productTags,
  productTitles,
  productTranslations,
  productVariants,
  shopCategories,
  shopTags,
} from '@reelhouse/db/schema/shop-catalogue';
import { coupons } from '@reelhouse/db/schema/shop-orders';
import { AppError, fieldError } from '../../platform/errors/app-error';
import { pictureShapes } from '../../platform/images/uploaded-pictures';
import { isoTime } from '../../platform/sql';
import { ProductsAdminReads } from './products-admin.reads';

export type ProductCreate = z.output<typeof productCreateSchema>;
export type ProductUpdate = z.output<typeof productUpdateSchema>;
export type VariantInput = z.output<typeof variantInputSchema>;
export type CouponInput = z.output<typeof couponInputSchema>;

/** Pictures a product may show (WooCommerce has no limit; a gallery of more helps nobody). */
const MAX_PRODUCT_IMAGES = 20;

/** Where each list of slugs an operator sends is looked up. */
const slugTables = {
  categories: shopCategories,
  tags: shopTags,
  titles,
  productSlugs: products,
  categorySlugs: shopCategories,
} as const;

/** The link tables a product's categories, tags and titles are kept in, and each one's other column. */
const linkTables = {
  categories: { table: productCategories, column: 'categoryId' },
  tags: { table: productTags, column: 'tagId' },
  titles: { table: productTitles, column: 'titleId' },
} as const;

/**
 * The product columns an operator's input sets. On an update, fields not sent stay undefined and
 * Drizzle leaves their columns alone; dimensions sent as null clear all three.
 */
const columnsOf = (input: ProductUpdate) => ({
  sku: input.sku,
  kind: input.kind,
  status: input.status,
  pricePaise: input.pricePaise,
  salePricePaise: input.salePricePaise,
  gstBasisPoints: input.gstBasisPoints,
  weightGrams: input.weightGrams,
  ...(input.dimensionsMm !== undefined && {
    lengthMm: input.dimensionsMm?.length ?? null,
    widthMm: input.dimensionsMm?.width ?? null,
    heightMm: input.dimensionsMm?.height ?? null,
  }),
  downloadLimit: input.downloadLimit,
  downloadExpiryDays: input.downloadExpiryDays,
});

/**
 * Operators' writes to the shop: products with their texts, terms, titles and variants, and
 * coupons. Each runs in one transaction; a slug that names nothing is refused naming its field.
 */
export class ShopAdminRepository {
  constructor(private readonly db: Db) {}

  /** Ids of the slugs in `table`, in order; a 400 naming `field` when any is unknown. */
  private async idsOf(tx: Db, field: keyof typeof slugTables, slugs: string[]) {
    if (slugs.length === 0) return [];
    const table: (typeof slugTables)[keyof typeof slugTables] = slugTables[field];
    const found = await tx.select({ id: table.id, slug: table.slug }).from(table).where(inArray(table.slug, slugs));
    const unknown = slugs.filter((slug) => !found.some((row) => row.slug === slug));
    if (unknown.length > 0) throw fieldError('bad_request', field, `There is nothing called ${unknown.join(', ')}.`);
    return slugs.map((slug) => found.find((row) => row.slug === slug)?.id as number);
  }

  async createProduct(input: ProductCreate): Promise<AdminProduct> {
    return this.db.transaction(async (tx) => {
      const [product] = await tx
        .insert(products)
        .values({
          ...columnsOf(input),
          slug: input.slug,
          sku: input.sku,
          pricePaise: input.pricePaise,
          gstBasisPoints: input.gstBasisPoints,
        })
        .onConflictDoNothing()
        .returning({ id: products.id });
      if (!product) throw new AppError('conflict', 'A product with this slug or SKU already exists.');
      await this.writeTexts(tx, product.id, input.translations);
      await this.writeLinks(tx, product.id, input);
      for (const variant of input.variants) await this.insertVariant(tx, product.id, variant);
      return this.productOf(tx, product.id);
    });
  }

  /** Changes the fields sent; null when there is no product with this slug. */
  async updateProduct(slug: string, input: ProductUpdate): Promise<AdminProduct | null> {
    return this.db.transaction(async (tx) => {
      const [product] = await tx
        .select({ id: products.id, price: products.pricePaise, sale: products.salePricePaise })
        .from(products)
        .where(eq(products.slug, slug))
        .for('update');
      if (!product) return null;
      const price = input.pricePaise ?? product.price;
      const sale = input.salePricePaise !== undefined ? input.salePricePaise : product.sale;
      if (sale !== null && sale >= price)
        throw fieldError('bad_request', 'salePricePaise', 'A sale price must be below the regular price.');
      const changes = columnsOf(input);
      if (Object.values(changes).some((value) => value !== undefined)) {
        if (input.sku !== undefined) {
          const [other] = await tx
            .select({ id: products.id })
            .from(products)
            .where(and(eq(products.sku, input.sku), ne(products.id, product.id)));
          if (other) throw fieldError('conflict', 'sku', 'Another product has this SKU.');
        }
        await tx
          .update(products)
          .set({ ...changes, updatedAt: sql`now()` })
          .where(eq(products.id, product.id));
      }
      if (input.translations) {
        await tx.delete(productTranslations).where(eq(productTranslations.productId, product.id));
        await this.writeTexts(tx, product.id, input.translations);
      }
      await this.writeLinks(tx, product.id, input);
      return this.productOf(tx, product.id);
    });
  }

  async addVariant(slug: string, variant: VariantInput): Promise<AdminProduct | null> {
    return this.db.transaction(async (tx) => {
      const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.slug, slug));
      if (!product) return null;
      await this.insertVariant(tx, product.id, variant);
      return this.productOf(tx, product.id);
    });
  }

  private async insertVariant(tx: Db, productId: number, variant: VariantInput) {
    const inserted = await rows(
      tx,
      sql`insert into product_variants (product_id, sku, size, colour, price_paise, sale_price_paise, stock_quantity,
                                        backorders, low_stock_threshold, position)
          select ${productId}, ${variant.sku}, ${variant.size}, ${variant.colour}, ${variant.pricePaise}, ${variant.salePricePaise},
                 ${variant.stockQuantity}, ${variant.backorders}, ${variant.lowStockThreshold},
                 coalesce((select max(position) + 1 from product_variants where product_id = ${productId}), 0)
          on conflict do nothing returning id`,
    );
    if (inserted.length === 0) throw new AppError('conflict', `A variant with the SKU ${variant.sku} already exists.`);
  }

  private async writeTexts(tx: Db, productId: number, texts: ProductCreate['translations']) {
    await tx.insert(productTranslations).values(
      Object.entries(texts).map(([lang, text]) => ({
        productId,
        lang,
        name: text.name,
        shortDescription: text.shortDescription,
        description: text.description,
      })),
    );
  }

  /** Replaces the product's categories, tags and titles that the input names. */
  private async writeLinks(tx: Db, productId: number, input: Pick<ProductUpdate, 'categories' | 'tags' | 'titles'>) {
    for (const field of ['categories', 'tags', 'titles'] as const) {
      const slugs = input[field];
      if (slugs === undefined) continue;
      const ids = await this.idsOf(tx, field, slugs);
      const { table, column } = linkTables[field];
      await tx.delete(table).where(eq(table.productId, productId));
      if (ids.length > 0)
        await tx
          .insert(table)
          .values(ids.map((id) => ({ productId, [column]: id }) as typeof table.$inferInsert))
          .onConflictDoNothing();
    }
  }

  /** Whether a product has this slug (checked before an upload is decoded). */
  async productExists(slug: string): Promise<boolean> {
    const [found] = await this.db.select({ id: products.id }).from(products).where(eq(products.slug, slug));
    return found !== undefined;
  }

  /** Shows a stored picture after the product's others; null when there is no such product. */
  async addImage(slug: string, imageId: number): Promise<AdminProduct | null> {
    return this.db.transaction(async (tx) => {
      const [product] = await rows<{ id: number; images: number; has: boolean }>(
        tx,
        sql`select p.id, (select count(*)::int from product_images pi where pi.product_id = p.id) as images,
                   exists (select 1 from product_images pi where pi.product_id = p.id and pi.image_id = ${imageId}) as has
              from products p where p.slug = ${slug} for update`,
      );
      if (!product) return null;
      if (product.has) throw new AppError('conflict', 'The product already shows this picture.');
      if (product.images >= MAX_PRODUCT_IMAGES)
        throw new AppError('conflict', `A product shows at most ${MAX_PRODUCT_IMAGES} pictures; remove one first.`);
      await tx.execute(
        sql`insert into product_images (product_id, position, image_id)
            select ${product.id}, coalesce(max(position) + 1, 0), ${imageId} from product_images where product_id = ${product.id}`,
      );
      return this.productOf(tx, product.id);
    });
  }

  /** Shows the product's pictures in this order; every one of them must be named once. */
  async orderImages(slug: string, imageIds: number[]): Promise<AdminProduct | null> {
    return this.db.transaction(async (tx) => {
      const [product] = await rows<{ id: number; imageIds: number[] }>(
        tx,
        sql`select p.id, array(select pi.image_id from product_images pi where pi.product_id = p.id and pi.image_id is not null
                               order by pi.position) as "imageIds"
              from products p where p.slug = ${slug} for update`,
      );
      if (!product) return null;
      const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b).join(',');
      if (sorted(product.imageIds) !== sorted(imageIds))
        throw fieldError('bad_request', 'imageIds', 'List each of the product’s pictures exactly once.');
      await tx.execute(sql`delete from product_images where product_id = ${product.id}`);
      await tx.execute(
        sql`insert into product_images (product_id, position, image_id)
            select ${product.id}, i.position - 1, i.id from unnest(${`{${imageIds.join(',')}}`}::integer[]) with ordinality as i(id, position)`,
      );
      return this.productOf(tx, product.id);
    });
  }

  /**
   * Takes a picture off the product. Answers the product, and the uploaded image itself when
   * nothing shows it any more (its files can go); null when there is no such product.
   */
  async removeImage(
    slug: string,
    imageId: number,
  ): Promise<{ product: AdminProduct; unused: { key: string; widths: number[]; formats: string[] } | null } | null> {
    return this.db.transaction(async (tx) => {
      const [product] = await tx
        .select({ id: products.id })
        .from(products)
        .where(eq(products.slug, slug))
        .for('update');
      if (!product) return null;
      const removed = await tx
        .delete(productImages)
        .where(and(eq(productImages.productId, product.id), eq(productImages.imageId, imageId)))
        .returning({ position: productImages.position });
      if (removed.length === 0) throw new AppError('not_found', 'The product has no such picture.');
      const [unused] = await rows<{ key: string; widths: number[]; formats: string[] }>(
        tx,
        sql`delete from images where id = ${imageId} and key like ${`${pictureShapes.productPicture.prefix}-%`}
              and not exists (select 1 from product_images where image_id = ${imageId})
            returning key, widths, formats`,
      );
      return { product: await this.productOf(tx, product.id), unused: unused ?? null };
    });
  }

  private async productOf(tx: Db, productId: number): Promise<AdminProduct> {
    const product = await new ProductsAdminReads(tx).byId(productId);
    if (!product) throw new Error(`product ${productId} vanished`);
    return product;
  }

  private couponColumns = sql`c.id, c.code, c.kind, c.amount, c.minimum_spend_paise as "minimumSpendPaise",
    c.usage_limit as "usageLimit", c.usage_limit_per_member as "usageLimitPerMember", c.used_count as "usedCount",
    ${isoTime('c.expires_at')} as "expiresAt",
    array(select p.slug from products p where p.id = any(c.product_ids) order by p.slug) as "productSlugs",
    array(select s.slug from shop_categories s where s.id = any(c.category_ids) order by s.slug) as "categorySlugs"`;

  coupons(): Promise<AdminCoupon[]> {
    return rows(this.db, sql`select ${this.couponColumns} from coupons c order by c.created_at desc, c.id desc`);
  }

  /** Creates a coupon, or replaces the one with `id` (null when there is none). */
  async saveCoupon(id: number | null, input: CouponInput): Promise<AdminCoupon | null> {
    return this.db.transaction(async (tx) => {
      const productIds = await this.idsOf(tx, 'productSlugs', input.productSlugs);
      const categoryIds = await this.idsOf(tx, 'categorySlugs', input.categorySlugs);
      const taken = await tx
        .select({ id: coupons.id })
        .from(coupons)
        .where(and(eq(sql`upper(${coupons.code})`, input.code), ne(coupons.id, id ?? 0)));
      if (taken.length > 0) throw fieldError('conflict', 'code', `There is already a coupon ${input.code}.`);
      const columns = {
        code: input.code,
        kind: input.kind,
        amount: input.amount,
        minimumSpendPaise: input.minimumSpendPaise,
        usageLimit: input.usageLimit,
        usageLimitPerMember: input.usageLimitPerMember,
        // The operator's date as PostgreSQL reads it (a day alone is midnight where the database runs).
        expiresAt: input.expiresAt === null ? null : sql`${input.expiresAt}::timestamptz`,
        productIds,
        categoryIds,
      };
      const [saved] =
        id === null
          ? await tx.insert(coupons).values(columns).returning({ id: coupons.id })
          : await tx
              .update(coupons)
              .set({ ...columns, updatedAt: sql`now()` })
              // A limit below the uses already made is refused rather than broken.
              .where(
                and(
                  eq(coupons.id, id),
                  input.usageLimit === null ? undefined : lte(coupons.usedCount, input.usageLimit),
                ),
              )
              .returning({ id: coupons.id });
      if (!saved) {
        if (id === null) throw new Error('coupon insert returned nothing');
        const exists = await tx.select({ id: coupons.id }).from(coupons).where(eq(coupons.id, id));
        if (exists.length === 0) return null;
        throw fieldError('conflict', 'usageLimit', 'This coupon has already been used more often than that.');
      }
      const [coupon] = await rows<AdminCoupon>(
        tx,
        sql`select ${this.couponColumns} from coupons c where c.id = ${saved.id}`,
      );
      return coupon ?? null;
    });
  }

  /**
   * Changes a variant's sizes, prices and stock; null when there is no such variant. A sale price
   * must stay below the price the variant then has (its own, else its product's).
   */
  async updateVariant(id: number, change: VariantUpdate): Promise<AdminVariant | null> {
    return this.db.transaction(async (tx) => {
      // The contract names at least one field; the others stay undefined and keep their value.
      const [updated] = await tx
        .update(productVariants)
        .set(change)
        .where(eq(productVariants.id, id))
        .returning({ productId: productVariants.productId });
      if (!updated) return null;
      const product = await this.productOf(tx, updated.productId);
      const variant = product.variants.find((candidate) => candidate.id === id);
      if (!variant) return null;
      const price = variant.pricePaise ?? product.pricePaise;
      if (variant.salePricePaise !== null && variant.salePricePaise >= price)
        throw fieldError('bad_request', 'salePricePaise', 'A sale price must be below the regular price.');
      return variant;
    });
  }

  async deleteCoupon(id: number): Promise<boolean> {
    const deleted = await this.db.delete(coupons).where(eq(coupons.id, id)).returning({ id: coupons.id });
    return deleted.length > 0;
  }
}
