import { z } from 'zod';
import { rowId, rowIdParam, wholeNumber } from './numbers';
import { languages } from './locales';
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

export const adminProductSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  sku: z.string(),
  status: z.enum(productStatuses),
  /** The product's pictures in the order shown; the first is its card's. */
  imageIds: z.array(z.number().int()),
  variants: z.array(z.object({ id: z.number().int(), sku: z.string(), stockQuantity: z.number().int().nullable() })),
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

/** An operator's change to a variant's stock: only the fields sent change. */
export const variantStockUpdateSchema = z
  .object({
    stockQuantity: wholeNumber().min(0, 'stock cannot be negative').nullable().optional(),
    backorders: z.boolean().optional(),
    lowStockThreshold: z.number().int().min(0).max(10_000).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'name at least one field to change' });
export type VariantStockUpdate = z.infer<typeof variantStockUpdateSchema>;

export const adminVariantSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  stockQuantity: z.number().int().nullable(),
  backorders: z.boolean(),
  lowStockThreshold: z.number().int(),
});
export type AdminVariant = z.infer<typeof adminVariantSchema>;
