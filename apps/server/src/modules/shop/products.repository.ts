import { sql, type SQL } from 'drizzle-orm';
import type { Language } from '@reelhouse/contracts/locales';
import type {
  ProductCard,
  ProductDetail,
  ProductList,
  ProductListFilters as ListQuery,
  ShopTerm,
} from '@reelhouse/contracts/shop-products';
import { NEW_PRODUCT_DAYS } from '@reelhouse/contracts/shop-products';
import { rows, type Db } from '@reelhouse/db/database';
import { imageJson, matchScore, normalizedQuery, publicTitle, translated, translationJoins } from '../../platform/sql';
import {
  availableQuantity,
  productCategoriesJson,
  productThumbnail,
  regularPrice,
  salePrice,
  stockRank,
  stockStatusOf,
  unitPrice,
} from './shop-sql';

interface CardRow extends Omit<ProductCard, 'stockStatus'> {
  stockRank: number;
  total?: number;
}

/** Sizes in the order people read them; anything else after, alphabetically. */
const SIZE_ORDER = ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'A4', 'A3', 'A2', 'A1'];
const bySizeOrder = (a: string, b: string) =>
  (SIZE_ORDER.indexOf(a) + 1 || 99) - (SIZE_ORDER.indexOf(b) + 1 || 99) || a.localeCompare(b);

const orderBy: Record<ListQuery['sort'], SQL> = {
  default: sql`p.id`,
  popularity: sql`p.sales_count desc, p.id`,
  rating: sql`case when p.rating_count > 0 then p.rating_total::numeric / p.rating_count end desc nulls last, p.rating_count desc, p.id`,
  latest: sql`p.created_at desc, p.id desc`,
  'price-asc': sql`agg."minPricePaise", p.id`,
  'price-desc': sql`agg."maxPricePaise" desc, p.id`,
};

const toCard = ({ stockRank: rank, total: _total, ...row }: CardRow): ProductCard => ({
  ...row,
  stockStatus: stockStatusOf(rank),
});

/** The shop's catalogue as shoppers see it: published products only, priced from their variants. */
export class ProductsRepository {
  constructor(private readonly db: Db) {}

  /** The columns of a product card over `products p` with its text joins (`pt`) and `agg`. */
  private cardColumns(lang: Language): SQL {
    return sql`p.id, p.slug, ${translated('pt', 'name')} as name, ${translated('pt', 'short_description')} as "shortDescription",
      p.kind, ${productThumbnail(sql`p.id`)} as image,
      agg."minPricePaise", agg."maxPricePaise", agg."regularPricePaise", agg."onSale", agg."stockRank",
      p.created_at > now() - make_interval(days => ${NEW_PRODUCT_DAYS}) as "isNew",
      case when p.rating_count > 0 then round(p.rating_total::numeric / p.rating_count, 2)::float8 end as "ratingAverage",
      p.rating_count as "ratingCount", ${productCategoriesJson(sql`p.id`, lang)} as categories,
      case when agg.variants = 1 then agg."firstVariantId" end as "defaultVariantId"`;
  }

  /** Per product: cheapest and dearest price now, whether on sale, best stock, variant count. */
  private readonly variantAggregate = sql`join lateral (
      select min(${unitPrice})::int as "minPricePaise", max(${unitPrice})::int as "maxPricePaise",
             (array_agg(${regularPrice} order by ${unitPrice}, v.position))[1] as "regularPricePaise",
             bool_or(${salePrice} is not null) as "onSale", min(${stockRank})::int as "stockRank",
             count(*)::int as variants, (array_agg(v.id order by v.position))[1] as "firstVariantId"
        from product_variants v where v.product_id = p.id) agg on agg.variants > 0`;

  async list(query: ListQuery): Promise<ProductList> {
    const { lang, page, limit } = query;
    const variantFilters: SQL[] = [];
    if (query.size) variantFilters.push(sql`v.size = ${query.size}`);
    if (query.colour) variantFilters.push(sql`v.colour = ${query.colour}`);
    if (query.inStock) variantFilters.push(sql`${stockRank} < 3`);
    if (query.minPrice !== undefined) variantFilters.push(sql`${unitPrice} >= ${query.minPrice}`);
    if (query.maxPrice !== undefined) variantFilters.push(sql`${unitPrice} <= ${query.maxPrice}`);
    const filters: SQL[] = [sql`p.status = 'published'`];
    if (variantFilters.length > 0)
      filters.push(
        sql`exists (select 1 from product_variants v where v.product_id = p.id and ${sql.join(variantFilters, sql` and `)})`,
      );
    if (query.category)
      filters.push(sql`exists (select 1 from product_categories pc join shop_categories c on c.id = pc.category_id
                                where pc.product_id = p.id and c.slug = ${query.category})`);
    if (query.tag)
      filters.push(sql`exists (select 1 from product_tags ptg join shop_tags g on g.id = ptg.tag_id
                                where ptg.product_id = p.id and g.slug = ${query.tag})`);
    if (query.title)
      filters.push(sql`exists (select 1 from product_titles ptt join titles t on t.id = ptt.title_id
                                where ptt.product_id = p.id and t.slug = ${query.title})`);
    const found = await rows<CardRow>(
      this.db,
      sql`select ${this.cardColumns(lang)}, count(*) over ()::int as total
            from products p ${this.variantAggregate}
            ${translationJoins('product_translations', 'pt', 'product_id', 'p.id', lang)}
           where ${sql.join(filters, sql` and `)}
           order by ${orderBy[query.sort]} limit ${limit} offset ${(page - 1) * limit}`,
    );
    const total = found[0]?.total ?? (page > 1 ? await this.count(filters) : 0);
    return { items: found.map(toCard), total, page, limit, facets: await this.facets() };
  }

  private async count(filters: SQL[]): Promise<number> {
    const [row] = await rows<{ n: number }>(
      this.db,
      sql`select count(*)::int as n from products p where ${sql.join(filters, sql` and `)}`,
    );
    return row?.n ?? 0;
  }

  /** The sizes, colours and price range the shop holds, for the filter controls. */
  async facets(): Promise<ProductList['facets']> {
    const [row] = await rows<{
      sizes: string[] | null;
      colours: string[] | null;
      min: number | null;
      max: number | null;
    }>(
      this.db,
      sql`select array_agg(distinct v.size) filter (where v.size is not null) as sizes,
                 array_agg(distinct v.colour) filter (where v.colour is not null) as colours,
                 min(${unitPrice})::int as min, max(${unitPrice})::int as max
            from product_variants v join products p on p.id = v.product_id where p.status = 'published'`,
    );
    return {
      sizes: (row?.sizes ?? []).sort(bySizeOrder),
      colours: (row?.colours ?? []).sort(),
      minPricePaise: row?.min ?? 0,
      maxPricePaise: row?.max ?? 0,
    };
  }

  async detail(slug: string, lang: Language): Promise<ProductDetail | null> {
    const [row] = await rows<
      CardRow &
        Pick<ProductDetail, 'sku' | 'description' | 'images' | 'tags' | 'titles' | 'weightGrams'> & {
          variants: (Omit<ProductDetail['variants'][number], 'stockStatus'> & { stockRank: number })[];
          lengthMm: number | null;
          widthMm: number | null;
          heightMm: number | null;
          downloadLimit: number | null;
          downloadExpiryDays: number | null;
        }
    >(
      this.db,
      sql`select ${this.cardColumns(lang)}, p.sku, ${translated('pt', 'description')} as description,
                 p.weight_grams as "weightGrams", p.length_mm as "lengthMm", p.width_mm as "widthMm", p.height_mm as "heightMm",
                 p.download_limit as "downloadLimit", p.download_expiry_days as "downloadExpiryDays",
                 (select coalesce(json_agg(${imageJson(sql`pi.image_id`)} order by pi.position) filter (where pi.image_id is not null), '[]'::json)
                    from product_images pi where pi.product_id = p.id) as images,
                 (select coalesce(json_agg(json_build_object('slug', g.slug, 'name', coalesce(gl.name, ge.name)) order by g.slug), '[]'::json)
                    from product_tags ptg join shop_tags g on g.id = ptg.tag_id
                    join shop_tag_translations ge on ge.tag_id = g.id and ge.lang = 'en'
                    left join shop_tag_translations gl on gl.tag_id = g.id and gl.lang = ${lang}
                   where ptg.product_id = p.id) as tags,
                 (select coalesce(json_agg(json_build_object('slug', t.slug, 'kind', t.kind, 'name', coalesce(tl.name, te.name)) order by t.id), '[]'::json)
                    from product_titles ptt join titles t on t.id = ptt.title_id
                    join title_translations te on te.title_id = t.id and te.lang = 'en'
                    left join title_translations tl on tl.title_id = t.id and tl.lang = ${lang}
                   where ptt.product_id = p.id and ${publicTitle()} and t.rating <> 'A') as titles,
                 (select json_agg(json_build_object('id', v.id, 'sku', v.sku, 'size', v.size, 'colour', v.colour,
                           'price', json_build_object('regularPaise', ${regularPrice}, 'salePaise', ${salePrice}, 'gstBasisPoints', p.gst_basis_points),
                           'stockRank', ${stockRank}, 'available', ${availableQuantity}) order by v.position)
                    from product_variants v where v.product_id = p.id) as variants
            from products p ${this.variantAggregate}
            ${translationJoins('product_translations', 'pt', 'product_id', 'p.id', lang)}
           where p.slug = ${slug} and p.status = 'published'`,
    );
    if (!row) return null;
    const { variants, lengthMm, widthMm, heightMm, downloadLimit, downloadExpiryDays, ...card } = row;
    return {
      ...toCard(card),
      sku: row.sku,
      description: row.description,
      images: row.images,
      tags: row.tags,
      titles: row.titles,
      weightGrams: row.weightGrams,
      dimensionsMm:
        lengthMm !== null && widthMm !== null && heightMm !== null
          ? { length: lengthMm, width: widthMm, height: heightMm }
          : null,
      download: row.kind === 'digital' ? { limit: downloadLimit, expiryDays: downloadExpiryDays } : null,
      variants: variants.map(({ stockRank: rank, ...variant }) => ({ ...variant, stockStatus: stockStatusOf(rank) })),
      related: await this.related(row.id, lang),
    };
  }

  /** Up to four products sharing the most categories, tags and titles with this one. */
  async related(productId: number, lang: Language): Promise<ProductCard[]> {
    const found = await rows<CardRow>(
      this.db,
      sql`select ${this.cardColumns(lang)} from products p ${this.variantAggregate}
            ${translationJoins('product_translations', 'pt', 'product_id', 'p.id', lang)}
            join lateral (select
              (select count(*) from product_categories a join product_categories b on b.category_id = a.category_id
                where a.product_id = ${productId} and b.product_id = p.id) * 2
              + (select count(*) from product_titles a join product_titles b on b.title_id = a.title_id
                where a.product_id = ${productId} and b.product_id = p.id) * 3
              + (select count(*) from product_tags a join product_tags b on b.tag_id = a.tag_id
                where a.product_id = ${productId} and b.product_id = p.id) as score) s on true
           where p.status = 'published' and p.id <> ${productId} and s.score > 0
           order by s.score desc, p.sales_count desc, p.id limit 4`,
    );
    return found.map(toCard);
  }

  /** Categories or tags with how many published products each has. */
  async terms(kind: 'category' | 'tag', lang: Language): Promise<(ShopTerm & { count: number })[]> {
    const [table, translations, link, key, order] =
      kind === 'category'
        ? ['shop_categories', 'shop_category_translations', 'product_categories', 'category_id', 'x.position, x.slug']
        : ['shop_tags', 'shop_tag_translations', 'product_tags', 'tag_id', 'x.slug'];
    return rows(
      this.db,
      sql`select x.slug, coalesce(xl.name, xe.name) as name,
                 (select count(*)::int from ${sql.raw(link)} l join products p on p.id = l.product_id
                   where l.${sql.raw(key)} = x.id and p.status = 'published') as count
            from ${sql.raw(table)} x
            join ${sql.raw(translations)} xe on xe.${sql.raw(key)} = x.id and xe.lang = 'en'
            left join ${sql.raw(translations)} xl on xl.${sql.raw(key)} = x.id and xl.lang = ${lang}
           order by ${sql.raw(order)}`,
    );
  }

  async termExists(kind: 'category' | 'tag', slug: string): Promise<boolean> {
    const table = kind === 'category' ? 'shop_categories' : 'shop_tags';
    const found = await rows(this.db, sql`select 1 from ${sql.raw(table)} where slug = ${slug}`);
    return found.length > 0;
  }

  /** Products whose name or summary matches, in any language, best first (the catalogue search's rules). */
  async search(query: string, lang: Language, limit: number): Promise<ProductCard[]> {
    const { matches, score } = matchScore('x');
    const found = await rows<CardRow>(
      this.db,
      sql`select ${this.cardColumns(lang)}
            from (select x.product_id, max(${score}) as score from product_translations x, ${normalizedQuery(query)}
                   where q.prefixes is not null and ${matches} group by x.product_id) hit
            join products p on p.id = hit.product_id ${this.variantAggregate}
            ${translationJoins('product_translations', 'pt', 'product_id', 'p.id', lang)}
           where p.status = 'published' order by hit.score desc, p.sales_count desc limit ${limit}`,
    );
    return found.map(toCard);
  }

  async idOfSlug(slug: string): Promise<number | null> {
    const [row] = await rows<{ id: number }>(
      this.db,
      sql`select id from products where slug = ${slug} and status = 'published'`,
    );
    return row?.id ?? null;
  }
}
