import { eq, sql } from 'drizzle-orm';
import { languages } from '@reelhouse/contracts/locales';
import { rows, type Db } from '../database';
import { settings } from '../schema/accounts';
import { coupons } from '../schema/shop-orders';
import {
  productCategories,
  productFiles,
  productImages,
  productReviews,
  products,
  productTags,
  productTitles,
  productTranslations,
  productVariants,
  shopCategories,
  shopCategoryTranslations,
  shopTags,
  shopTagTranslations,
} from '../schema/shop-catalogue';
import { demoKindCounts, demoProductKinds, demoReviewTexts, demoShopCategories, demoShopTags } from './demo-shop-kinds';
import type { Localized } from './localized';
import { seededRandom } from './random';

/** Recorded once the demo shop is in (its own key, so installs seeded before the shop get it too). */
export const DEMO_SHOP_SEED_KEY = 'demo.shopSeededAt';

const DAY_MS = 24 * 60 * 60_000;
const IMAGES_PER_PRODUCT = 2;

interface TitleNames {
  id: number;
  slug: string;
  names: Localized;
}

/** Titles merchandise is made for: movies and series anyone may browse (never adult-rated ones). */
async function merchTitles(db: Db): Promise<TitleNames[]> {
  const found = await rows<{ id: number; slug: string; names: Localized }>(
    db,
    sql`select t.id, t.slug, json_object_agg(tt.lang, tt.name) as names
          from titles t join title_translations tt on tt.title_id = t.id
         where t.kind in ('movie', 'series') and t.rating <> 'A' and t.status = 'published'
         group by t.id order by t.id limit 12`,
  );
  if (found.length === 0) throw new Error('demo shop: seed the demo catalogue first');
  return found;
}

const fill = (template: Localized, names: Localized): Localized =>
  Object.fromEntries(languages.map((lang) => [lang, template[lang].replace('{title}', names[lang])])) as Localized;

/** A sale price about a fifth off, ending in 99 rupees or 49 as Indian shops price. */
const salePriceOf = (pricePaise: number) => Math.floor((pricePaise * 0.8) / 5_000) * 5_000 - 100;

/**
 * The demo shop: 30 products of ten kinds, each tied to a demo title, some on sale, some new,
 * some sold out (one whole product, and single sizes of others), one taking backorders; two
 * downloads; reviews; the coupons WELCOME10 and FLAT200. Pictures and download files are made
 * after start (see the artwork job). Written once, in one transaction.
 */
export async function seedDemoShop(db: Db, today = new Date()): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    const [done] = await tx.select().from(settings).where(eq(settings.key, DEMO_SHOP_SEED_KEY));
    if (done) return { seeded: false };
    const random = seededRandom(20261123);
    const titles = await merchTitles(tx);

    const categoryIds = new Map<string, number>();
    for (const [position, category] of demoShopCategories.entries()) {
      const [row] = await tx.insert(shopCategories).values({ slug: category.slug, position }).returning();
      if (!row) throw new Error('category insert returned nothing');
      categoryIds.set(category.slug, row.id);
      await tx
        .insert(shopCategoryTranslations)
        .values(languages.map((lang) => ({ categoryId: row.id, lang, name: category.name[lang] })));
    }
    const tagIds = new Map<string, number>();
    for (const tag of demoShopTags) {
      const [row] = await tx.insert(shopTags).values({ slug: tag.slug }).returning();
      if (!row) throw new Error('tag insert returned nothing');
      tagIds.set(tag.slug, row.id);
      await tx
        .insert(shopTagTranslations)
        .values(languages.map((lang) => ({ tagId: row.id, lang, name: tag.name[lang] })));
    }

    let index = 0;
    for (const kind of demoProductKinds) {
      for (let n = 0; n < (demoKindCounts[kind.code] ?? 0); n += 1, index += 1) {
        const title = titles[index % titles.length] as TitleNames;
        const onSale = index % 4 === 1;
        const soldOut = index === 9;
        const [product] = await tx
          .insert(products)
          .values({
            slug: `${title.slug}-${kind.code}`,
            demo: true,
            sku: `RH-${kind.code.toUpperCase()}-${String(index + 1).padStart(3, '0')}`,
            kind: kind.digital ? 'digital' : 'physical',
            pricePaise: kind.pricePaise,
            salePricePaise: onSale ? salePriceOf(kind.pricePaise) : null,
            gstBasisPoints: kind.gstBasisPoints,
            weightGrams: kind.weightGrams,
            lengthMm: kind.dimensionsMm?.[0] ?? null,
            widthMm: kind.dimensionsMm?.[1] ?? null,
            heightMm: kind.dimensionsMm?.[2] ?? null,
            downloadLimit: kind.digital?.limit ?? null,
            downloadExpiryDays: kind.digital?.expiryDays ?? null,
            salesCount: random.int(0, 240),
            // Two new products a week lately; the rest spread over the last months.
            createdAt: new Date(today.getTime() - (index * 4 + 1) * DAY_MS),
          })
          .returning();
        if (!product) throw new Error('product insert returned nothing');
        const name = fill(kind.name, title.names);
        await tx.insert(productTranslations).values(
          languages.map((lang) => ({
            productId: product.id,
            lang,
            name: name[lang],
            shortDescription: kind.short[lang],
            description: kind.description[lang],
          })),
        );
        await tx
          .insert(productCategories)
          .values({ productId: product.id, categoryId: categoryIds.get(kind.category) as number });
        await tx
          .insert(productTags)
          .values(kind.tags.map((tag) => ({ productId: product.id, tagId: tagIds.get(tag) as number })));
        await tx.insert(productTitles).values({ productId: product.id, titleId: title.id });
        await tx
          .insert(productImages)
          .values(Array.from({ length: IMAGES_PER_PRODUCT }, (_, position) => ({ productId: product.id, position })));

        const sizes: (string | null)[] = kind.sizes.length > 0 ? kind.sizes : [null];
        const colours: (string | null)[] = kind.colours.length > 0 ? kind.colours : [null];
        const variants = colours.flatMap((colour) => sizes.map((size) => ({ size, colour })));
        await tx.insert(productVariants).values(
          variants.map(({ size, colour }, position) => ({
            productId: product.id,
            sku: [product.sku, colour?.toUpperCase(), size].filter(Boolean).join('-'),
            size,
            colour,
            // A poster's larger size costs more.
            pricePaise: size === 'A2' ? kind.pricePaise + 20_000 : null,
            salePricePaise: size === 'A2' && onSale ? salePriceOf(kind.pricePaise + 20_000) : null,
            stockQuantity: kind.digital ? null : soldOut || (index % 5 === 2 && position === 1) ? 0 : random.int(2, 40),
            backorders: index === 16,
            position,
          })),
        );
        if (kind.digital) {
          await tx.insert(productFiles).values(
            kind.digital.files.map((file) => ({
              productId: product.id,
              name: `${product.slug}-${file}.${file === 'soundtrack' ? 'wav' : 'png'}`,
              storageKey: `demo/${product.slug}-${file}.${file === 'soundtrack' ? 'wav' : 'png'}`,
              contentType: file === 'soundtrack' ? 'audio/wav' : 'image/png',
            })),
          );
        }
        if (index % 3 !== 2) {
          const reviews = random.sample(demoReviewTexts, random.int(1, 3));
          await tx.insert(productReviews).values(
            reviews.map((review, position) => ({
              productId: product.id,
              name: review.name,
              email: `reviewer${index}-${position}@example.com`,
              rating: review.rating,
              body: review.body,
              verified: position === 0,
              status: 'published' as const,
              createdAt: new Date(today.getTime() - (index + position) * DAY_MS),
            })),
          );
          await tx
            .update(products)
            .set({
              ratingCount: reviews.length,
              ratingTotal: reviews.reduce((sum, review) => sum + review.rating, 0),
            })
            .where(eq(products.id, product.id));
        }
      }
    }

    await tx.insert(coupons).values([
      { code: 'WELCOME10', kind: 'percent', amount: 10, minimumSpendPaise: 49_900, usageLimitPerMember: 1 },
      {
        code: 'FLAT200',
        kind: 'fixed_cart',
        amount: 20_000,
        minimumSpendPaise: 149_900,
        usageLimit: 500,
        expiresAt: new Date(today.getTime() + 90 * DAY_MS),
      },
    ]);
    await tx.insert(settings).values({ key: DEMO_SHOP_SEED_KEY, value: today.toISOString() });
    return { seeded: true };
  });
}
