import { sql, type SQL } from 'drizzle-orm';
import type {
  AdminProduct,
  AdminProductListQuery,
  AdminProductPage,
  AdminProductRow,
  LowStockList,
} from '@reelhouse/contracts/shop-admin';
import { rows, type Db } from '@reelhouse/db/database';
import { containsPattern, imageJson, isoTime } from '../../platform/sql';
import { productThumbnail } from './shop-sql';

const sortColumns: Record<AdminProductListQuery['sort'], SQL> = {
  updated: sql`p.updated_at`,
  name: sql`lower(en.name)`,
  price: sql`coalesce(p.sale_price_paise, p.price_paise)`,
};

/** The counted variants of a product at or below their threshold. */
const lowVariant = sql`v.stock_quantity is not null and v.stock_quantity <= v.low_stock_threshold`;

/** What the console reads of products: the list, one product whole, and what is running out. */
export class ProductsAdminReads {
  constructor(private readonly db: Db) {}

  async list(query: AdminProductListQuery): Promise<AdminProductPage> {
    const filters: SQL[] = [sql`true`];
    if (query.q) {
      const text = containsPattern(query.q);
      filters.push(sql`(p.slug like ${text} or lower(p.sku) like ${text}
        or exists (select 1 from product_translations t where t.product_id = p.id and lower(t.name) like ${text})
        or exists (select 1 from product_variants v where v.product_id = p.id and lower(v.sku) like ${text}))`);
    }
    if (query.status) filters.push(sql`p.status = ${query.status}`);
    const where = sql.join(filters, sql` and `);
    const items = await rows<AdminProductRow>(
      this.db,
      sql`select p.slug, p.sku, en.name, p.kind, p.status, p.price_paise as "pricePaise",
                 p.sale_price_paise as "salePricePaise",
                 (select sum(v.stock_quantity)::int from product_variants v where v.product_id = p.id) as stock,
                 exists (select 1 from product_variants v where v.product_id = p.id and ${lowVariant}) as "lowStock",
                 ${productThumbnail(sql`p.id`)} as image, ${isoTime('p.updated_at')} as "updatedAt"
            from products p join product_translations en on en.product_id = p.id and en.lang = 'en'
           where ${where}
           order by ${sortColumns[query.sort]} ${sql.raw(query.order)}, p.id ${sql.raw(query.order)}
           limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
    );
    const [counted] = await rows<{ total: number }>(
      this.db,
      sql`select count(*)::int as total from products p where ${where}`,
    );
    return { items, page: query.page, pageSize: query.pageSize, total: counted?.total ?? 0 };
  }

  async bySlug(slug: string): Promise<AdminProduct | null> {
    return this.one(sql`p.slug = ${slug}`);
  }

  async byId(id: number): Promise<AdminProduct | null> {
    return this.one(sql`p.id = ${id}`);
  }

  private async one(which: SQL): Promise<AdminProduct | null> {
    const [product] = await rows<AdminProduct>(
      this.db,
      sql`select p.id, p.slug, p.sku, p.kind, p.status, p.price_paise as "pricePaise", p.sale_price_paise as "salePricePaise",
                 p.gst_basis_points as "gstBasisPoints", p.weight_grams as "weightGrams",
                 case when p.length_mm is null then null
                      else json_build_object('length', p.length_mm, 'width', p.width_mm, 'height', p.height_mm) end
                   as "dimensionsMm",
                 p.download_limit as "downloadLimit", p.download_expiry_days as "downloadExpiryDays",
                 (select coalesce(json_object_agg(t.lang, json_build_object('name', t.name,
                         'shortDescription', t.short_description, 'description', t.description)), '{}'::json)
                    from product_translations t where t.product_id = p.id) as translations,
                 array(select c.slug from product_categories pc join shop_categories c on c.id = pc.category_id
                        where pc.product_id = p.id order by c.position, c.slug) as categories,
                 array(select g.slug from product_tags pg join shop_tags g on g.id = pg.tag_id
                        where pg.product_id = p.id order by g.slug) as tags,
                 array(select ti.slug from product_titles pt join titles ti on ti.id = pt.title_id
                        where pt.product_id = p.id order by ti.slug) as titles,
                 array(select pi.image_id from product_images pi where pi.product_id = p.id and pi.image_id is not null
                        order by pi.position) as "imageIds",
                 (select coalesce(json_agg(json_build_object('id', pi.image_id, 'image', ${imageJson(sql`pi.image_id`)})
                         order by pi.position), '[]'::json)
                    from product_images pi where pi.product_id = p.id and pi.image_id is not null) as images,
                 (select coalesce(json_agg(json_build_object('id', v.id, 'sku', v.sku, 'size', v.size, 'colour', v.colour,
                         'pricePaise', v.price_paise, 'salePricePaise', v.sale_price_paise,
                         'stockQuantity', v.stock_quantity, 'backorders', v.backorders,
                         'lowStockThreshold', v.low_stock_threshold) order by v.position, v.id), '[]'::json)
                    from product_variants v where v.product_id = p.id) as variants,
                 (select coalesce(json_agg(json_build_object('id', f.id, 'name', f.name, 'contentType', f.content_type,
                         'bytes', f.size_bytes, 'createdAt', ${isoTime('f.created_at')},
                         'holders', (select count(*)::int from entitlements e
                                      where e.product_file_id = f.id and e.state = 'active')) order by f.id), '[]'::json)
                    from product_files f where f.product_id = p.id) as files
            from products p where ${which}`,
    );
    return product ?? null;
  }

  async lowStock(): Promise<LowStockList['items']> {
    return rows<LowStockList['items'][number]>(
      this.db,
      sql`select v.id as "variantId", v.sku, v.size, v.colour, v.stock_quantity as "stockQuantity",
                 v.low_stock_threshold as "lowStockThreshold", v.backorders,
                 json_build_object('slug', p.slug, 'name', en.name, 'status', p.status) as product
            from product_variants v join products p on p.id = v.product_id
            join product_translations en on en.product_id = p.id and en.lang = 'en'
           where ${lowVariant} and p.status <> 'archived'
           order by v.stock_quantity, v.sku limit 200`,
    );
  }
}
