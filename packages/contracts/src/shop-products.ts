import { z } from 'zod';
import { wholeNumberParam } from './numbers';
import { imageSetSchema } from './catalogue';
import { languageSchema } from './catalogue';
import { productSorts, SHOP_PAGE_SIZE } from './shop-values';

export const productKinds = ['physical', 'digital'] as const;
export const productStatuses = ['draft', 'published', 'archived'] as const;
export type ProductStatus = (typeof productStatuses)[number];
export const reviewStatuses = ['pending', 'published'] as const;
export const couponKinds = ['percent', 'fixed_cart', 'fixed_product'] as const;
export type CouponKind = (typeof couponKinds)[number];

/** WooCommerce's stock statuses; "low" is ours, for the "only a few left" hint. */
export const stockStatuses = ['in_stock', 'low_stock', 'out_of_stock', 'on_backorder'] as const;
export const stockStatusSchema = z.enum(stockStatuses);
export type StockStatus = z.infer<typeof stockStatusSchema>;

/** A product is "new" for this many days after it is added. */
export const NEW_PRODUCT_DAYS = 30;
export { productSorts, SHOP_PAGE_SIZE } from './shop-values';

export const productSortSchema = z.enum(productSorts, { error: 'must be one of ' + productSorts.join(', ') });
export type ProductSort = z.infer<typeof productSortSchema>;

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a slug such as band-t-shirt');
const paise = wholeNumberParam({ error: 'must be an amount in paise' }).min(0);

export const productListQuerySchema = z
  .object({
    lang: languageSchema.default('en'),
    page: z.coerce.number({ error: 'must be a page number' }).int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(48, 'at most 48 per page').default(SHOP_PAGE_SIZE),
    sort: productSortSchema.default('default'),
    category: slug.optional(),
    tag: slug.optional(),
    /** Products of this movie or series ("merch from this title"). */
    title: slug.optional(),
    minPrice: paise.optional(),
    maxPrice: paise.optional(),
    size: z.string().trim().min(1).max(20).optional(),
    colour: z.string().trim().min(1).max(30).optional(),
    inStock: z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .transform((value) => value === 'true')
      .optional(),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: 'the lowest price must not be above the highest',
    path: ['minPrice'],
  });
export type ProductListFilters = z.output<typeof productListQuerySchema>;

export const termSchema = z.object({ slug: z.string(), name: z.string() });
export type ShopTerm = z.infer<typeof termSchema>;

/** What a shopper pays per unit, before GST: the sale price when there is one. */
export const priceSchema = z.object({
  regularPaise: z.number().int(),
  salePaise: z.number().int().nullable(),
  /** The GST rate in basis points (1800 = 18 %). */
  gstBasisPoints: z.number().int(),
});
export type Price = z.infer<typeof priceSchema>;

export const productCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  shortDescription: z.string(),
  kind: z.enum(productKinds),
  image: imageSetSchema.nullable(),
  /** The cheapest and dearest variant now (what the shopper pays), for "₹499 – ₹699". */
  minPricePaise: z.number().int(),
  maxPricePaise: z.number().int(),
  /** The regular price of the cheapest variant, struck through when on sale. */
  regularPricePaise: z.number().int(),
  onSale: z.boolean(),
  isNew: z.boolean(),
  stockStatus: stockStatusSchema,
  ratingAverage: z.number().nullable(),
  ratingCount: z.number().int(),
  categories: z.array(termSchema),
  /** The variant a quick "add to cart" takes: the product's only one, else null (choose first). */
  defaultVariantId: z.number().int().nullable(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

export const productListSchema = z.object({
  items: z.array(productCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  /** What the filters can offer: sizes and colours in the shop, and its price range. */
  facets: z.object({
    sizes: z.array(z.string()),
    colours: z.array(z.string()),
    minPricePaise: z.number().int(),
    maxPricePaise: z.number().int(),
  }),
});
export type ProductList = z.infer<typeof productListSchema>;

export const variantSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  size: z.string().nullable(),
  colour: z.string().nullable(),
  price: priceSchema,
  stockStatus: stockStatusSchema,
  /** How many may go in a cart now; null when not counted (downloads, backorders). */
  available: z.number().int().nullable(),
});
export type Variant = z.infer<typeof variantSchema>;

export const productDetailSchema = productCardSchema.extend({
  sku: z.string(),
  description: z.string(),
  images: z.array(imageSetSchema),
  tags: z.array(termSchema),
  variants: z.array(variantSchema),
  weightGrams: z.number().int().nullable(),
  dimensionsMm: z.object({ length: z.number(), width: z.number(), height: z.number() }).nullable(),
  download: z.object({ limit: z.number().int().nullable(), expiryDays: z.number().int().nullable() }).nullable(),
  titles: z.array(z.object({ slug: z.string(), name: z.string(), kind: z.string() })),
  related: z.array(productCardSchema),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const productParamsSchema = z.object({ slug });
export const langOnlySchema = z.object({ lang: languageSchema.default('en') });

export const shopTermListSchema = z.object({
  items: z.array(termSchema.extend({ count: z.number().int() })),
});
export type ShopTermList = z.infer<typeof shopTermListSchema>;

export const productReviewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  rating: z.number().int(),
  body: z.string(),
  verified: z.boolean(),
  createdAt: z.string(),
});
export type ProductReview = z.infer<typeof productReviewSchema>;
export const productReviewListSchema = z.object({
  items: z.array(productReviewSchema),
  ratingAverage: z.number().nullable(),
  ratingCount: z.number().int(),
  /** How many published reviews gave each rating, 1 to 5. */
  histogram: z.array(z.number().int()).length(5),
});
export type ProductReviewList = z.infer<typeof productReviewListSchema>;

export const createProductReviewSchema = z.object({
  name: z.string({ error: 'enter your name' }).trim().min(1, 'enter your name').max(80, 'at most 80 characters'),
  email: z.email({ error: 'enter a valid e-mail address' }).max(254),
  rating: z.number({ error: 'choose a rating' }).int().min(1, 'choose a rating from 1 to 5').max(5),
  body: z
    .string({ error: 'write your review' })
    .trim()
    .min(3, 'write a few words')
    .max(2000, 'at most 2000 characters'),
  /** Filled only by robots (a hidden field). */
  website: z.string().max(200).optional(),
});
export type CreateProductReview = z.input<typeof createProductReviewSchema>;
export const reviewCreatedSchema = z.object({ status: z.enum(reviewStatuses) });
