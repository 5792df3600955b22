import { z } from 'zod';
import { imageSetSchema } from './catalogue';
import { consolePageOf, consolePaging } from './console-lists';
import { rowId, rowIdParam, wholeNumber } from './numbers';
import { languages } from './locales';
import { adminProductFileSchema } from './shop-product-files';
import { couponKinds, productKinds, productStatuses } from './shop-products';

const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a slug such as band-t-shirt')
  .max(120);
const sku = z.string().regex(/^[A-Z0-9][A-Z0-9-]{1,63}$/, 'must be an SKU of capital letters, digits and dashes');
const paise = wholeNumber({ error: 'must be an amount in paise' }).min(1, 'must be more than 0');

/** A product's texts in one language; English is required and stands in for the others. */
const productTexts = z.object({
  name: z.string().trim().min(1, 'enter a name').max(200),
  shortDescription: z.string().trim().min(1, 'enter a short description').max(500),
  description: z.string().trim().min(1, 'enter a description').max(10_000),
});

const translations = z
  .partialRecord(z.enum(languages), productTexts)
  .refine((texts) => texts.en !== undefined, { message: 'English texts are required' });

export const variantInputSchema = z
  .object({
    sku,
    size: z.string().trim().min(1).max(20).nullable().default(null),
    colour: z.string().trim().min(1).max(30).nullable().default(null),
    pricePaise: paise.nullable().default(null),
    salePricePaise: paise.nullable().default(null),
    /** Null: stock is not counted (downloads). */
    stockQuantity: wholeNumber().min(0, 'stock cannot be negative').nullable().default(0),
    backorders: z.boolean().default(false),
    lowStockThreshold: z.number().int().min(0).max(10_000).default(5),
  })
  .refine((v) => v.salePricePaise === null || v.pricePaise === null || v.salePricePaise < v.pricePaise, {
    message: 'a sale price must be below the regular price',
    path: ['salePricePaise'],
  });
export type VariantInput = z.input<typeof variantInputSchema>;

/** A product's fields as an operator sends them; creating fills in the defaults below. */
const productFields = {
  sku,
  kind: z.enum(productKinds),
  status: z.enum(productStatuses),
  pricePaise: paise,
  salePricePaise: paise.nullable(),
  /** India's GST slabs, in basis points. */
  gstBasisPoints: z.union([z.literal(0), z.literal(500), z.literal(1200), z.literal(1800), z.literal(2800)], {
    error: 'must be a GST slab: 0, 500, 1200, 1800 or 2800 basis points',
  }),
  weightGrams: wholeNumber().min(0).nullable(),
  dimensionsMm: z
    .object({ length: wholeNumber().min(1), width: wholeNumber().min(1), height: wholeNumber().min(1) })
    .nullable(),
  downloadLimit: wholeNumber().min(1).nullable(),
  downloadExpiryDays: wholeNumber().min(1).nullable(),
  translations,
  categories: z.array(slug).max(10),
  tags: z.array(slug).max(20),
  /** Slugs of the movies and series the product belongs to. */
  titles: z.array(slug).max(10),
};

const salePriceBelowPrice = (p: { pricePaise?: number; salePricePaise?: number | null }) =>
  p.salePricePaise === null ||
  p.salePricePaise === undefined ||
  p.pricePaise === undefined ||
  p.salePricePaise < p.pricePaise;

export const productCreateSchema = z
  .object({
    slug,
    ...productFields,
    kind: productFields.kind.default('physical'),
    status: productFields.status.default('draft'),
    salePricePaise: productFields.salePricePaise.default(null),
    weightGrams: productFields.weightGrams.default(null),
    dimensionsMm: productFields.dimensionsMm.default(null),
    downloadLimit: productFields.downloadLimit.default(null),
    downloadExpiryDays: productFields.downloadExpiryDays.default(null),
    categories: productFields.categories.default([]),
    tags: productFields.tags.default([]),
    titles: productFields.titles.default([]),
    variants: z.array(variantInputSchema).min(1, 'a product needs at least one variant').max(100),
  })
  .refine(salePriceBelowPrice, { message: 'a sale price must be below the regular price', path: ['salePricePaise'] });
export type ProductCreate = z.input<typeof productCreateSchema>;

/** A change to a product: only the fields sent change (lists and texts are replaced whole). */
export const productUpdateSchema = z
  .object(productFields)
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'name at least one field to change',
  })
  .refine(salePriceBelowPrice, { message: 'a sale price must be below the regular price', path: ['salePricePaise'] });
export type ProductUpdate = z.input<typeof productUpdateSchema>;

/** Largest product picture an operator may upload (phone photos are a few MB). */
export const PRODUCT_PICTURE_MAX_BYTES = 10 * 1024 * 1024;

export const adminVariantSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  size: z.string().nullable(),
  colour: z.string().nullable(),
  /** Null: the product's prices. */
  pricePaise: z.number().int().nullable(),
  salePricePaise: z.number().int().nullable(),
  stockQuantity: z.number().int().nullable(),
  backorders: z.boolean(),
  lowStockThreshold: z.number().int(),
});
export type AdminVariant = z.infer<typeof adminVariantSchema>;

/**
 * A product as the console edits it: every field an operator sets, its texts in each language it
 * has, its categories, tags and titles as slugs, its pictures in order, its variants and files.
 */
export const adminProductSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  sku: z.string(),
  kind: z.enum(productKinds),
  status: z.enum(productStatuses),
  pricePaise: z.number().int(),
  salePricePaise: z.number().int().nullable(),
  gstBasisPoints: z.number().int(),
  weightGrams: z.number().int().nullable(),
  dimensionsMm: z.object({ length: z.number().int(), width: z.number().int(), height: z.number().int() }).nullable(),
  downloadLimit: z.number().int().nullable(),
  downloadExpiryDays: z.number().int().nullable(),
  translations: z.partialRecord(
    z.enum(languages),
    z.object({ name: z.string(), shortDescription: z.string(), description: z.string() }),
  ),
  categories: z.array(z.string()),
  tags: z.array(z.string()),
  titles: z.array(z.string()),
  /** The product's pictures in the order shown; the first is its card's. */
  imageIds: z.array(z.number().int()),
  images: z.array(z.object({ id: z.number().int(), image: imageSetSchema })),
  variants: z.array(adminVariantSchema),
  /** What buyers of a digital product download, oldest first. */
  files: z.array(adminProductFileSchema),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

const couponFields = {
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9][A-Z0-9_-]{2,39}$/, 'must be 3 to 40 letters, digits, dashes or underscores'),
  kind: z.enum(couponKinds, { error: 'must be percent, fixed_cart or fixed_product' }),
  /** Whole percent for `percent` (1–100), else paise. */
  amount: wholeNumber().min(1, 'must be more than 0'),
  minimumSpendPaise: wholeNumber().min(0).default(0),
  usageLimit: wholeNumber().min(1).nullable().default(null),
  usageLimitPerMember: wholeNumber().min(1).nullable().default(null),
  expiresAt: z.iso.datetime({ offset: true, error: 'must be an ISO 8601 date-time' }).nullable().default(null),
  productSlugs: z.array(slug).max(100).default([]),
  categorySlugs: z.array(slug).max(50).default([]),
};
const percentAtMost100 = (c: { kind?: string; amount?: number }) => c.kind !== 'percent' || (c.amount ?? 0) <= 100;

export const couponInputSchema = z
  .object(couponFields)
  .refine(percentAtMost100, { message: 'a percent coupon takes at most 100', path: ['amount'] });
export type CouponInput = z.input<typeof couponInputSchema>;

export const couponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(couponKinds),
  amount: z.number().int(),
  minimumSpendPaise: z.number().int(),
  usageLimit: z.number().int().nullable(),
  usageLimitPerMember: z.number().int().nullable(),
  usedCount: z.number().int(),
  expiresAt: z.string().nullable(),
  productSlugs: z.array(z.string()),
  categorySlugs: z.array(z.string()),
});
export type AdminCoupon = z.infer<typeof couponSchema>;
export const couponListSchema = z.object({ items: z.array(couponSchema) });

export const productImageParamsSchema = z.object({
  slug,
  imageId: rowIdParam(),
});

export const productImageOrderSchema = z.object({
  imageIds: z.array(rowId()).min(1).max(20),
});

/** An operator's change to a variant: only the fields sent change (a price of null: the product's). */
export const variantUpdateSchema = z
  .object({
    size: z.string().trim().min(1).max(20).nullable().optional(),
    colour: z.string().trim().min(1).max(30).nullable().optional(),
    pricePaise: paise.nullable().optional(),
    salePricePaise: paise.nullable().optional(),
    stockQuantity: wholeNumber().min(0, 'stock cannot be negative').nullable().optional(),
    backorders: z.boolean().optional(),
    lowStockThreshold: z.number().int().min(0).max(10_000).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'name at least one field to change' })
  .refine((v) => !v.salePricePaise || !v.pricePaise || v.salePricePaise < v.pricePaise, {
    message: 'a sale price must be below the regular price',
    path: ['salePricePaise'],
  });
export type VariantUpdate = z.infer<typeof variantUpdateSchema>;

export const adminProductSorts = ['updated', 'name', 'price'] as const;

/** `GET /api/admin/shop/products`: `q` matches a name in any language, the slug or an SKU (a variant's too). */
export const adminProductListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  status: z.enum(productStatuses).optional(),
  sort: z.enum(adminProductSorts).default('updated'),
  order: z.enum(['asc', 'desc']).default('desc'),
  ...consolePaging,
});
export type AdminProductListQuery = z.infer<typeof adminProductListQuerySchema>;

export const adminProductRowSchema = z.object({
  slug: z.string(),
  sku: z.string(),
  /** In English, the language every product has. */
  name: z.string(),
  kind: z.enum(productKinds),
  status: z.enum(productStatuses),
  pricePaise: z.number().int(),
  salePricePaise: z.number().int().nullable(),
  /** Units in stock over its counted variants; null when none is counted (downloads). */
  stock: z.number().int().nullable(),
  /** Whether a counted variant is at or below its low-stock threshold. */
  lowStock: z.boolean(),
  image: imageSetSchema.nullable(),
  updatedAt: z.string(),
});
export type AdminProductRow = z.infer<typeof adminProductRowSchema>;
export const adminProductPageSchema = consolePageOf(adminProductRowSchema);
export type AdminProductPage = z.infer<typeof adminProductPageSchema>;

/** `GET /api/admin/shop/low-stock`: counted variants at or below their threshold, emptiest first (archived products left out). */
export const lowStockListSchema = z.object({
  items: z.array(
    z.object({
      variantId: z.number().int(),
      sku: z.string(),
      size: z.string().nullable(),
      colour: z.string().nullable(),
      stockQuantity: z.number().int(),
      lowStockThreshold: z.number().int(),
      backorders: z.boolean(),
      product: z.object({ slug: z.string(), name: z.string(), status: z.enum(productStatuses) }),
    }),
  ),
});
export type LowStockList = z.infer<typeof lowStockListSchema>;
