import { sql, type SQL } from 'drizzle-orm';
import type { Language } from '@reelhouse/contracts/locales';
import type { StockStatus } from '@reelhouse/contracts/shop-products';
import { imageJson } from '../../platform/sql';

/*
 * Pricing and stock of a variant `v` of product `p`, in SQL, so lists can filter and sort by them:
 * a variant's own price replaces the product's (and then only its own sale price counts).
 */
export const regularPrice = sql.raw('coalesce(v.price_paise, p.price_paise)');
export const salePrice = sql.raw(
  'case when v.price_paise is not null then v.sale_price_paise else coalesce(v.sale_price_paise, p.sale_price_paise) end',
);
export const unitPrice = sql`coalesce(${salePrice}, ${regularPrice})`;

/** 0 in stock, 1 low, 2 on backorder, 3 out of stock: the best variant's rank is the product's. */
export const stockRank = sql.raw(`case when v.stock_quantity is null then 0
  when v.stock_quantity <= 0 then case when v.backorders then 2 else 3 end
  when v.stock_quantity <= v.low_stock_threshold then 1 else 0 end`);

/** How many of a variant may be bought now; null when not counted (downloads, backorders). */
export const availableQuantity = sql.raw(
  'case when v.stock_quantity is null or v.backorders then null else greatest(v.stock_quantity, 0) end',
);

const byRank: readonly StockStatus[] = ['in_stock', 'low_stock', 'on_backorder', 'out_of_stock'];
export const stockStatusOf = (rank: number): StockStatus => byRank[rank] ?? 'out_of_stock';

/** A product's first picture. */
export const productThumbnail = (productId: SQL) =>
  imageJson(
    sql`(select pi.image_id from product_images pi where pi.product_id = ${productId} order by pi.position limit 1)`,
  );

/** A product's categories as `[{ slug, name }]` in the language asked for (English when missing). */
export const productCategoriesJson = (productId: SQL, lang: Language) =>
  sql`(select coalesce(json_agg(json_build_object('slug', c.slug, 'name', coalesce(cl.name, ce.name)) order by c.position), '[]'::json)
         from product_categories pc join shop_categories c on c.id = pc.category_id
         join shop_category_translations ce on ce.category_id = c.id and ce.lang = 'en'
         left join shop_category_translations cl on cl.category_id = c.id and cl.lang = ${lang}
        where pc.product_id = ${productId})`;

/** An order `o` whose buyer may download what it bought: paid, and not cancelled or refunded since. */
export const downloadsOpen = sql.raw(`o.status in ('processing', 'completed')`);

/**
 * Writes into the entitlement ledger the downloads of the order lines and files `where` picks (over
 * orders `o`, their downloadable lines `oi`, products `p` and files `f`) for their buyers, each with
 * its product's limit and its expiry counted from now. A download a buyer already has stays as it
 * is; an order without a member account (its buyer deleted it) earns none.
 */
export const grantDownloadsWhere = (where: SQL) =>
  sql`insert into entitlements (user_id, kind, source, starts_at, ends_at, order_id, product_file_id, remaining)
      select distinct o.user_id, 'download', 'order', now(),
             case when p.download_expiry_days is not null then now() + make_interval(days => p.download_expiry_days) end,
             o.id, f.id, p.download_limit
        from orders o join order_items oi on oi.order_id = o.id and oi.downloadable
        join products p on p.id = oi.product_id join product_files f on f.product_id = p.id
       where o.user_id is not null and ${where}
      on conflict (order_id, product_file_id) do nothing`;
