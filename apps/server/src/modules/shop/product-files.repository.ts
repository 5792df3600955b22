import { and, eq, like, sql } from 'drizzle-orm';
import type { AdminProduct } from '@reelhouse/contracts/shop-admin';
import { rows, type Db } from '@reelhouse/db/database';
import { productFiles } from '@reelhouse/db/schema/shop-catalogue';
import { AppError, fieldError } from '../../platform/errors/app-error';
import { ProductsAdminReads } from './products-admin.reads';
import { downloadsOpen, grantDownloadsWhere } from './shop-sql';

/** Files one product may hand out; a pack of more is better zipped. */
const MAX_PRODUCT_FILES = 20;

export interface StoredProductFile {
  name: string;
  storageKey: string;
  contentType: string;
  sizeBytes: number;
}

/** The files a digital product's buyers download, as operators add and remove them. */
export class ProductFilesRepository {
  constructor(private readonly db: Db) {}

  /**
   * Adds a file to a digital product and hands it at once to everyone whose paid order holds the
   * product, as a shop adds a bonus track for past buyers too. Null when there is no such product.
   */
  async add(slug: string, file: StoredProductFile): Promise<AdminProduct | null> {
    const [product] = await rows<{ id: number; kind: string; files: number; named: boolean }>(
      this.db,
      sql`select p.id, p.kind, (select count(*)::int from product_files f where f.product_id = p.id) as files,
                 exists (select 1 from product_files f where f.product_id = p.id and lower(f.name) = lower(${file.name})) as named
            from products p where p.slug = ${slug} for update`,
    );
    if (!product) return null;
    if (product.kind !== 'digital')
      throw new AppError('conflict', 'Only a digital product has files to download; make it digital first.');
    if (product.named) throw fieldError('conflict', 'name', 'The product already has a file by this name.');
    if (product.files >= MAX_PRODUCT_FILES)
      throw new AppError('conflict', `A product hands out at most ${MAX_PRODUCT_FILES} files; remove one first.`);
    const [added] = await this.db
      .insert(productFiles)
      .values({ productId: product.id, ...file })
      .returning({ id: productFiles.id });
    if (!added) throw new Error('product file not added');
    await this.db.execute(grantDownloadsWhere(sql`f.id = ${added.id} and ${downloadsOpen}`));
    return this.productOf(product.id);
  }

  /**
   * Takes a file off a product; its buyers lose that download with it. Answers the product and
   * where the file lies (to delete once this is kept), or null when there is no such product.
   */
  async remove(slug: string, fileId: number): Promise<{ product: AdminProduct; storageKey: string } | null> {
    const [product] = await rows<{ id: number }>(this.db, sql`select id from products where slug = ${slug} for update`);
    if (!product) return null;
    const [removed] = await this.db
      .delete(productFiles)
      .where(and(eq(productFiles.id, fileId), eq(productFiles.productId, product.id)))
      .returning({ storageKey: productFiles.storageKey });
    if (!removed) throw new AppError('not_found', 'The product has no such file.');
    return { product: await this.productOf(product.id), storageKey: removed.storageKey };
  }

  /** The demo shop's product files (their keys start with `demo/`): made on disk when missing. */
  async demoFiles(): Promise<{ id: number; productId: number; storageKey: string; sizeBytes: number | null }[]> {
    return this.db
      .select({
        id: productFiles.id,
        productId: productFiles.productId,
        storageKey: productFiles.storageKey,
        sizeBytes: productFiles.sizeBytes,
      })
      .from(productFiles)
      .where(like(productFiles.storageKey, 'demo/%'))
      .orderBy(productFiles.id);
  }

  /** Records the size of a file once it is on disk. */
  async setSize(fileId: number, sizeBytes: number): Promise<void> {
    await this.db.update(productFiles).set({ sizeBytes }).where(eq(productFiles.id, fileId));
  }

  private async productOf(productId: number): Promise<AdminProduct> {
    const product = await new ProductsAdminReads(this.db).byId(productId);
    if (!product) throw new Error(`product ${productId} vanished`);
    return product;
  }
}
