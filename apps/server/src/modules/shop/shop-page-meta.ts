import { itemSlug, previewImage, previewLanguage, type PageMetaSource } from '../../platform/http/page-meta';
import type { ProductsRepository } from './products.repository';

const PRODUCT_PAGE = /^\/product-detail(?:\/([^/]+))?\/?$/i;

/**
 * Link previews for a product's page (`/product-detail/:slug`, `?slug=`): its name, description
 * and first picture. A product the shop does not sell answers 404, as titles and posts do.
 */
export function shopPageMeta(products: Pick<ProductsRepository, 'detail'>): PageMetaSource {
  return async (url) => {
    const match = PRODUCT_PAGE.exec(url.pathname);
    if (!match) return null;
    const slug = itemSlug(match[1], url);
    if (!slug) return null;
    const product = await products.detail(slug, previewLanguage(url));
    if (!product) return 'not_found';
    return {
      title: product.name,
      description: product.description,
      image: previewImage(product.images[0] ?? null, url.origin),
      type: 'product',
    };
  };
}
