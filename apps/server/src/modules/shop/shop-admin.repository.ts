import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AdminCoupon,
  AdminProduct,
  AdminVariant,
  couponInputSchema,
  productCreateSchema,
  productUpdateSchema,
  variantInputSchema,
  VariantStockUpdate,
} from '@reelhouse/contracts/shop-admin';
import { rows, type Db } from '@reelhouse/db/database';
import { AppError, fieldError } from '../../platform/errors/app-error';
import { pictureShapes } from '../../platform/images/uploaded-pictures';
import { isoTime } from '../../platform/sql';

export type ProductCreate = z.output<typeof productCreateSchema>;
export type ProductUpdate = z.output<typeof productUpdateSchema>;
export type VariantInput = z.output<typeof variantInputSchema>;
export type CouponInput = z.output<typeof couponInputSchema>;

/** Pictures a product may show (WooCommerce has no limit; a gallery of more helps nobody). */
const MAX_PRODUCT_IMAGES = 20;

const termTables = {
  categories: 'shop_categories',
  tags: 'shop_tags',
  titles: 'titles',
} as const;

/**
 * Operators' writes to the shop: products with their texts, terms, titles and variants, and
 * coupons. Each runs in one transaction; a slug that names nothing is refused naming its field.
 */
export class ShopAdminRepository {
  constructor(private readonly db: Db) {}

  /** Ids of the slugs in `table`, in order; a 400 naming `field` when any is unknown. */
  private async idsOf(tx: Db, field: keyof typeof termTables | 'productSlugs' | 'categorySlugs', slugs: string[]) {
    if (slugs.length === 0) return [];
    const table =
      field === 'productSlugs' ? 'products' : field === 'categorySlugs' ? 'shop_categories' : termTables[field];
    const found = await rows<{ id: number; slug: string }>(
      tx,
      sql`select id, slug from ${sql.raw(table)} where slug in (${sql.join(
        slugs.map((slug) => sql`${slug}`),
        sql`, `,
      )})`,
    );
    const unknown = slugs.filter((slug) => !found.some((row) => row.slug === slug));
    if (unknown.length > 0) throw fieldError('bad_request', field, `There is nothing called ${unknown.join(', ')}.`);
    return slugs.map((slug) => found.find((row) => row.slug === slug)?.id as number);
  }

  async createProduct(input: ProductCreate): Promise<AdminProduct> {
    return this.db.transaction(async (tx) => {
      const [product] = await rows<{ id: number }>(
        tx,
        sql`insert into products (slug, sku, kind, status, price_paise, sale_price_paise, gst_basis_points, weight_grams,
                                  length_mm, width_mm, height_mm, download_limit, download_expiry_days)
            values (${input.slug}, ${input.sku}, ${input.kind}, ${input.status}, ${input.pricePaise}, ${input.salePricePaise},
                    ${input.gstBasisPoints}, ${input.weightGrams}, ${input.dimensionsMm?.length ?? null},
                    ${input.dimensionsMm?.width ?? null}, ${input.dimensionsMm?.height ?? null}, ${input.downloadLimit},
                    ${input.downloadExpiryDays})
            on conflict do nothing returning id`,
      );
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
      const [product] = await rows<{ id: number; price: number; sale: number | null }>(
        tx,
        sql`select id, price_paise as price, sale_price_paise as sale from products where slug = ${slug} for update`,
      );
      if (!product) return null;
      const price = input.pricePaise ?? product.price;
      const sale = input.salePricePaise !== undefined ? input.salePricePaise : product.sale;
      if (sale !== null && sale >= price)
        throw fieldError('bad_request', 'salePricePaise', 'A sale price must be below the regular price.');
      const set = (column: string, value: unknown) => sql`${sql.raw(column)} = ${value}`;
      const changes = [
        input.sku !== undefined && set('sku', input.sku),
        input.kind !== undefined && set('kind', input.kind),
        input.status !== undefined && set('status', input.status),
        input.pricePaise !== undefined && set('price_paise', input.pricePaise),
        input.salePricePaise !== undefined && set('sale_price_paise', input.salePricePaise),
        input.gstBasisPoints !== undefined && set('gst_basis_points', input.gstBasisPoints),
        input.weightGrams !== undefined && set('weight_grams', input.weightGrams),
        input.dimensionsMm !== undefined && set('length_mm', input.dimensionsMm?.length ?? null),
        input.dimensionsMm !== undefined && set('width_mm', input.dimensionsMm?.width ?? null),
        input.dimensionsMm !== undefined && set('height_mm', input.dimensionsMm?.height ?? null),
        input.downloadLimit !== undefined && set('download_limit', input.downloadLimit),
        input.downloadExpiryDays !== undefined && set('download_expiry_days', input.downloadExpiryDays),
      ].filter((change): change is ReturnType<typeof set> => change !== false);
      if (changes.length > 0) {
        const updated = await rows(
          tx,
          sql`update products p set ${sql.join(changes, sql`, `)}, updated_at = now()
               where p.id = ${product.id}
                 and not exists (select 1 from products o where o.sku = ${input.sku ?? null} and o.id <> ${product.id})
               returning p.id`,
        );
        if (updated.length === 0) throw fieldError('conflict', 'sku', 'Another product has this SKU.');
      }
      if (input.translations) {
        await tx.execute(sql`delete from product_translations where product_id = ${product.id}`);
        await this.writeTexts(tx, product.id, input.translations);
      }
      await this.writeLinks(tx, product.id, input);
      return this.productOf(tx, product.id);
    });
  }

  async addVariant(slug: string, variant: VariantInput): Promise<AdminProduct | null> {
    return this.db.transaction(async (tx) => {
      const [product] = await rows<{ id: number }>(tx, sql`select id from products where slug = ${slug}`);
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
    const values = Object.entries(texts).map(
      ([lang, text]) => sql`(${productId}, ${lang}, ${text.name}, ${text.shortDescription}, ${text.description})`,
    );
    await tx.execute(
      sql`insert into product_translations (product_id, lang, name, short_description, description)
          values ${sql.join(values, sql`, `)}`,
    );
  }

  /** Replaces the product's categories, tags and titles that the input names. */
  private async writeLinks(tx: Db, productId: number, input: Pick<ProductUpdate, 'categories' | 'tags' | 'titles'>) {
    const links = [
      ['categories', 'product_categories', 'category_id'],
      ['tags', 'product_tags', 'tag_id'],
      ['titles', 'product_titles', 'title_id'],
    ] as const;
    for (const [field, table, column] of links) {
      const slugs = input[field];
      if (slugs === undefined) continue;
      const ids = await this.idsOf(tx, field, slugs);
      await tx.execute(sql`delete from ${sql.raw(table)} where product_id = ${productId}`);
      if (ids.length > 0)
        await tx.execute(
          sql`insert into ${sql.raw(table)} (product_id, ${sql.raw(column)})
              values ${sql.join(
                ids.map((id) => sql`(${productId}, ${id})`),
                sql`, `,
              )} on conflict do nothing`,
        );
    }
  }

  /** Whether a product has this slug (checked before an upload is decoded). */
  async productExists(slug: string): Promise<boolean> {
    return (await rows(this.db, sql`select 1 from products where slug = ${slug}`)).length > 0;
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
      const [product] = await rows<{ id: number }>(tx, sql`select id from products where slug = ${slug} for update`);
      if (!product) return null;
      const removed = await rows(
        tx,
        sql`delete from product_images where product_id = ${product.id} and image_id = ${imageId} returning position`,
      );
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
    const [product] = await rows<AdminProduct>(
      tx,
      sql`select p.id, p.slug, p.sku, p.status,
                 array(select pi.image_id from product_images pi where pi.product_id = p.id and pi.image_id is not null
                       order by pi.position) as "imageIds",
                 (select json_agg(json_build_object('id', v.id, 'sku', v.sku, 'stockQuantity', v.stock_quantity) order by v.position)
                    from product_variants v where v.product_id = p.id) as variants
            from products p where p.id = ${productId}`,
    );
    if (!product) throw new Error(`product ${productId} vanished`);
    return { ...product, variants: product.variants ?? [] };
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
      const intArray = (ids: number[]) => sql`${`{${ids.join(',')}}`}::integer[]`;
      const taken = await rows(tx, sql`select 1 from coupons where upper(code) = ${input.code} and id <> ${id ?? 0}`);
      if (taken.length > 0) throw fieldError('conflict', 'code', `There is already a coupon ${input.code}.`);
      const values = sql`${input.code}, ${input.kind}, ${input.amount}, ${input.minimumSpendPaise}, ${input.usageLimit},
        ${input.usageLimitPerMember}, ${input.expiresAt}::timestamptz, ${intArray(productIds)}, ${intArray(categoryIds)}`;
      const [saved] = await rows<{ id: number }>(
        tx,
        id === null
          ? sql`insert into coupons (code, kind, amount, minimum_spend_paise, usage_limit, usage_limit_per_member, expires_at,
                                     product_ids, category_ids) values (${values}) returning id`
          : sql`update coupons set (code, kind, amount, minimum_spend_paise, usage_limit, usage_limit_per_member, expires_at,
                                    product_ids, category_ids, updated_at) = (${values}, now())
                 where id = ${id} and (${input.usageLimit}::int is null or used_count <= ${input.usageLimit}::int) returning id`,
      );
      if (!saved) {
        if (id === null) throw new Error('coupon insert returned nothing');
        const exists = await rows(tx, sql`select 1 from coupons where id = ${id}`);
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

  /** Sets a variant's stock, backorders and low-stock threshold; null when there is no such variant. */
  async updateVariant(id: number, change: VariantStockUpdate): Promise<AdminVariant | null> {
    const { stockQuantity, backorders, lowStockThreshold } = change;
    const [variant] = await rows<AdminVariant>(
      this.db,
      sql`update product_variants set
            stock_quantity = case when ${stockQuantity !== undefined} then ${stockQuantity ?? null}::int else stock_quantity end,
            backorders = coalesce(${backorders ?? null}::boolean, backorders),
            low_stock_threshold = coalesce(${lowStockThreshold ?? null}::int, low_stock_threshold)
          where id = ${id}
          returning id, sku, stock_quantity as "stockQuantity", backorders, low_stock_threshold as "lowStockThreshold"`,
    );
    return variant ?? null;
  }

  async deleteCoupon(id: number): Promise<boolean> {
    const deleted = await rows(this.db, sql`delete from coupons where id = ${id} returning id`);
    return deleted.length > 0;
  }
}
