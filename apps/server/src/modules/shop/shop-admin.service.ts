import type { AdminProductListQuery, VariantUpdate } from '@reelhouse/contracts/shop-admin';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileExtensionOf, productFileTypeOf } from '@reelhouse/contracts/shop-product-files';
import type { Db } from '@reelhouse/db/database';
import { AppError, fieldError } from '../../platform/errors/app-error';
import { removeImageFiles } from '../../platform/images/image-sets';
import { pictureShapes, storeUploadedPicture } from '../../platform/images/uploaded-pictures';
import {
  ShopAdminRepository,
  type CouponInput,
  type ProductCreate,
  type ProductUpdate,
  type VariantInput,
} from './shop-admin.repository';
import { OperatorAudit, type AuditEntry } from '../../platform/operator-audit';
import { ProductFilesRepository } from './product-files.repository';
import { ProductsAdminReads } from './products-admin.reads';
import type { BlobStore } from '../../platform/storage/blob-store';
import { downloadKey } from '../../platform/storage/public-media';

const noSuchProduct = () => new AppError('not_found', 'There is no such product.');

/**
 * Operators' changes to products, pictures, variants and coupons. Each change and its audit line
 * are written in one transaction: no change is kept without its line, and no line tells of a
 * change that was rolled back. Once it is kept, the shop's cached reads are dropped.
 */
export class ShopAdminService {
  private readonly reads: ShopAdminRepository;

  constructor(private readonly deps: { db: Db; store: BlobStore; onChange: () => void }) {
    this.reads = new ShopAdminRepository(deps.db);
  }

  /**
   * Runs `work` and writes its audit line in one transaction. When `work` finds nothing to change
   * (null), nothing is written and `missing` is what the operator is told.
   */
  private async audited<T>(
    actorId: number,
    work: (admin: ShopAdminRepository, tx: Db) => Promise<T | null>,
    entry: (result: T) => AuditEntry,
    missing: () => Error,
  ): Promise<T> {
    const result = await this.deps.db.transaction(async (tx) => {
      const done = await work(new ShopAdminRepository(tx), tx);
      if (done !== null) {
        await new OperatorAudit(tx).record(actorId, entry(done));
      }
      return done;
    });
    if (result === null) throw missing();
    this.deps.onChange();
    return result;
  }

  products(query: AdminProductListQuery) {
    return new ProductsAdminReads(this.deps.db).list(query);
  }

  async product(slug: string) {
    const product = await new ProductsAdminReads(this.deps.db).bySlug(slug);
    if (!product) throw noSuchProduct();
    return product;
  }

  async lowStock() {
    return { items: await new ProductsAdminReads(this.deps.db).lowStock() };
  }

  async createProduct(actorId: number, input: ProductCreate) {
    return this.audited(
      actorId,
      (admin) => admin.createProduct(input),
      (created) => ({ action: 'product.create', subject: `product:${created.slug}`, details: input }),
      () => new Error('product not created'),
    );
  }

  async updateProduct(actorId: number, slug: string, input: ProductUpdate) {
    return this.audited(
      actorId,
      (admin) => admin.updateProduct(slug, input),
      (updated) => ({ action: 'product.update', subject: `product:${updated.slug}`, details: input }),
      noSuchProduct,
    );
  }

  async addVariant(actorId: number, slug: string, variant: VariantInput) {
    return this.audited(
      actorId,
      (admin) => admin.addVariant(slug, variant),
      (updated) => ({ action: 'variant.create', subject: `product:${updated.slug}`, details: variant }),
      noSuchProduct,
    );
  }

  async updateVariant(actorId: number, id: number, change: VariantUpdate) {
    return this.audited(
      actorId,
      (admin) => admin.updateVariant(id, change),
      (updated) => ({ action: 'variant.update', subject: `variant:${updated.id}`, details: change }),
      () => new AppError('not_found', 'There is no such variant.'),
    );
  }

  /** Stores an uploaded picture (checked and re-encoded first) and adds it after the product's others. */
  async addImage(actorId: number, slug: string, bytes: Buffer) {
    // Checked before the picture is decoded: a wrong address costs no work.
    if (!(await this.reads.productExists(slug))) throw noSuchProduct();
    const shape = pictureShapes.productPicture;
    const imageId = await storeUploadedPicture(this.deps.db, this.deps.store, bytes, shape);
    return this.audited(
      actorId,
      (admin) => admin.addImage(slug, imageId),
      () => ({ action: 'product.image.add', subject: `product:${slug}`, details: { imageId } }),
      noSuchProduct,
    );
  }

  async orderImages(actorId: number, slug: string, imageIds: number[]) {
    return this.audited(
      actorId,
      (admin) => admin.orderImages(slug, imageIds),
      (updated) => ({ action: 'product.image.order', subject: `product:${updated.slug}`, details: { imageIds } }),
      noSuchProduct,
    );
  }

  /** Takes a picture off a product; its files go once the removal is kept and nothing shows it. */
  async removeImage(actorId: number, slug: string, imageId: number) {
    const removed = await this.audited(
      actorId,
      (admin) => admin.removeImage(slug, imageId),
      () => ({ action: 'product.image.remove', subject: `product:${slug}`, details: { imageId } }),
      noSuchProduct,
    );
    if (removed.unused) await removeImageFiles(this.deps.store, removed.unused);
    return removed.product;
  }

  /**
   * Stores a file for a digital product's buyers under its own random name (the buyer's name for
   * it is kept in the row), then adds it; the file goes again when the addition is refused.
   */
  async addFile(actorId: number, slug: string, name: string, bytes: Buffer) {
    const contentType = productFileTypeOf(name);
    if (!contentType)
      throw fieldError('unsupported_media_type', 'name', 'The shop does not hand out this kind of file.');
    if (!(await this.reads.productExists(slug))) throw noSuchProduct();
    const storageKey = path.posix.join('products', slug, `${randomUUID()}.${fileExtensionOf(name)}`);
    await this.deps.store.put(downloadKey(storageKey), bytes);
    const file = { name, storageKey, contentType, sizeBytes: bytes.length };
    try {
      return await this.audited(
        actorId,
        (_, tx) => new ProductFilesRepository(tx).add(slug, file),
        () => ({ action: 'product.file.add', subject: `product:${slug}`, details: { name, bytes: bytes.length } }),
        noSuchProduct,
      );
    } catch (error) {
      await this.deps.store.delete(downloadKey(storageKey));
      throw error;
    }
  }

  /** Takes a file off a product; it leaves the store once the removal is kept. */
  async removeFile(actorId: number, slug: string, fileId: number) {
    const removed = await this.audited(
      actorId,
      (_, tx) => new ProductFilesRepository(tx).remove(slug, fileId),
      () => ({ action: 'product.file.remove', subject: `product:${slug}`, details: { fileId } }),
      noSuchProduct,
    );
    await this.deps.store.delete(downloadKey(removed.storageKey));
    return removed.product;
  }

  coupons() {
    return this.reads.coupons();
  }

  /** Creates a coupon (`id` null) or replaces one's terms. */
  async saveCoupon(actorId: number, id: number | null, input: CouponInput) {
    return this.audited(
      actorId,
      (admin) => admin.saveCoupon(id, input),
      (saved) => ({
        action: id === null ? 'coupon.create' : 'coupon.update',
        subject: `coupon:${saved.id}`,
        details: input,
      }),
      () => new AppError('not_found', 'There is no such coupon.'),
    );
  }

  async deleteCoupon(actorId: number, id: number): Promise<void> {
    await this.audited(
      actorId,
      async (admin) => ((await admin.deleteCoupon(id)) ? id : null),
      () => ({ action: 'coupon.delete', subject: `coupon:${id}`, details: {} }),
      () => new AppError('not_found', 'There is no such coupon.'),
    );
  }
}
