import { problems } from '@reelhouse/contracts/problem';
import {
  createProductReviewSchema,
  langOnlySchema,
  productDetailSchema,
  productListQuerySchema,
  productListSchema,
  productParamsSchema,
  productReviewListSchema,
  reviewCreatedSchema,
  shopTermListSchema,
} from '@reelhouse/contracts/shop-products';
import type { ClientLimit } from '../../platform/http/route-guards';
import { AppError } from '../../platform/errors/app-error';
import { publicReads, type ReadCache } from '../../platform/read-cache';
import type { ApiInstance } from '../../platform/http/types';
import type { ProductReviewsRepository } from './product-reviews.repository';
import type { ProductsRepository } from './products.repository';

const tags = ['shop'];
const errors = problems(400, 404, 429);
const reviewLimit: ClientLimit = {
  name: 'product-review',
  max: 10,
  windowMs: 60 * 60_000,
  message: 'You have written several reviews already.',
};

export interface ShopCatalogueDeps {
  products: ProductsRepository;
  reviews: ProductReviewsRepository;
  cache: ReadCache;
  /** Says the shop's public content changed (a review went live): every cached read of it is dropped. */
  onChange: () => void;
  reviewsDefaultStatus: 'pending' | 'published';
}

/** The shop's catalogue: product lists with filters and sorts, a product, its terms and reviews. */
export function shopCatalogueRoutes(app: ApiInstance, deps: ShopCatalogueDeps): void {
  const { products, reviews, cache } = deps;
  const read = publicReads(cache);

  app.get(
    '/shop/products',
    {
      schema: {
        tags,
        summary:
          'Products on sale, 10 a page: sorted, and filtered by category, tag, title, price, size, colour or stock.',
        description:
          'Prices are paise before GST. An unknown category or tag answers 404. `facets` lists the sizes, colours and price range the shop holds.',
        querystring: productListQuerySchema,
        response: { 200: productListSchema, ...errors },
      },
    },
    (request, reply) =>
      read(request, reply, productListSchema, async () => {
        const { category, tag } = request.query;
        if (category && !(await products.termExists('category', category)))
          throw new AppError('not_found', `There is no shop category ${category}.`);
        if (tag && !(await products.termExists('tag', tag)))
          throw new AppError('not_found', `There is no shop tag ${tag}.`);
        return products.list(request.query);
      }),
  );

  app.get(
    '/shop/products/:slug',
    {
      schema: {
        tags,
        summary: 'One product with its variants (price and stock each), pictures, titles and related products.',
        params: productParamsSchema,
        querystring: langOnlySchema,
        response: { 200: productDetailSchema, ...errors },
      },
    },
    (request, reply) =>
      read(request, reply, productDetailSchema, async () => {
        const product = await products.detail(request.params.slug, request.query.lang);
        if (!product) throw new AppError('not_found', 'There is no such product in the shop.');
        return product;
      }),
  );

  for (const kind of ['category', 'tag'] as const) {
    app.get(
      kind === 'category' ? '/shop/categories' : '/shop/tags',
      {
        schema: {
          tags,
          summary: `The shop's ${kind === 'category' ? 'categories' : 'tags'} with how many products each has.`,
          querystring: langOnlySchema,
          response: { 200: shopTermListSchema, ...errors },
        },
      },
      (request, reply) =>
        read(request, reply, shopTermListSchema, async () => ({
          items: await products.terms(kind, request.query.lang),
        })),
    );
  }

  app.get(
    '/shop/products/:slug/reviews',
    {
      schema: {
        tags,
        summary: 'A product’s published reviews, newest first, with its average and how many gave each rating.',
        params: productParamsSchema,
        response: { 200: productReviewListSchema, ...errors },
      },
    },
    (request, reply) =>
      read(request, reply, productReviewListSchema, async () => {
        const id = await products.idOfSlug(request.params.slug);
        if (id === null) throw new AppError('not_found', 'There is no such product in the shop.');
        const { items, histogram } = await reviews.published(id);
        const count = items.length;
        const average =
          count > 0 ? Math.round((items.reduce((sum, item) => sum + item.rating, 0) / count) * 100) / 100 : null;
        return { items, ratingAverage: average, ratingCount: count, histogram };
      }),
  );

  app.post(
    '/shop/products/:slug/reviews',
    {
      config: { rateLimit: reviewLimit },
      schema: {
        tags,
        summary: 'Review a product. The e-mail is never shown; a signed-in buyer’s review is marked verified.',
        params: productParamsSchema,
        body: createProductReviewSchema,
        response: { 201: reviewCreatedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const status = deps.reviewsDefaultStatus;
      const id = await products.idOfSlug(request.params.slug);
      if (id === null) throw new AppError('not_found', 'There is no such product in the shop.');
      const { website, ...review } = request.body;
      // Robots fill the hidden field: they are answered as people are, and nothing is kept.
      if (website) return reply.code(201).send({ status });
      await reviews.add(id, { ...review, userId: request.session?.user.id ?? null }, status);
      if (status === 'published') deps.onChange();
      return reply.code(201).send({ status });
    },
  );
}
