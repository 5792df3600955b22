import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProduct } from '@reelhouse/contracts/shop-admin';
import type { Download } from '@reelhouse/contracts/shop-orders';
import { rows } from '@reelhouse/db/database';
import { signIn, site } from './support/sign-in';
import {
  addToCart,
  downloadLinkOf,
  orderBody,
  placed,
  placeOrder,
  product,
  settleOrderPayment,
  slugOfKind,
  type Cookies,
} from './support/shoppers';
import { createTestApp, type TestApp } from './support/test-app';

/** A digital product's files, kept from the console, and what its buyers may download. */
describe('digital product files', () => {
  let t: TestApp;
  let admin: Cookies;
  let buyer: Cookies;
  let slug: string;
  const filesDir = () => path.join(t.dataDir, 'media', 'store', 'downloads', 'products', slug);
  const upload = (name: string | null, body: Buffer, cookies: Cookies = admin, product = slug) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/shop/products/${product}/files${name === null ? '' : `?name=${encodeURIComponent(name)}`}`,
      headers: { ...site, 'content-type': 'application/octet-stream' },
      cookies,
      payload: body,
    });
  const adminProduct = async () =>
    (await t.app.inject({ url: `/api/admin/shop/products/${slug}`, cookies: admin })).json<AdminProduct>();
  const downloadsOf = async (cookies: Cookies) =>
    (await t.app.inject({ url: '/api/shop/downloads', cookies })).json<{ items: Download[] }>().items;
  const pdf = Buffer.from('%PDF-1.7\n% liner notes of the soundtrack\n%%EOF\n');

  beforeAll(async () => {
    t = await createTestApp({ seed: true, env: { MEDIA_WORKERS: '0', DEMO_MEDIA: 'off' } });
    // The PhonePe sandbox settles payments by calling the server back.
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    admin = await signIn(t.app, '+919811100501');
    buyer = await signIn(t.app, '+919811100502');
    await t.database.db.execute(sql`update users set role = 'admin' where mobile = '+919811100501'`);
    slug = await slugOfKind(t, 'soundtrack');
    // The buyer pays for the soundtrack before the operator adds anything to it.
    const soundtrack = await product(t, slug);
    await addToCart(t, buyer, soundtrack.variants[0]?.id as number, 1);
    const { order } = placed(
      await placeOrder(t, buyer, orderBody({ paymentMethod: 'phonepe', shippingMethod: 'none' })),
    );
    expect(await settleOrderPayment(t, order.number, 'success')).toBe('succeeded');
  });
  afterAll(() => t.close());

  it('lists a product’s files with their buyers, and their sizes once they are on disk', async () => {
    const [demo] = (await adminProduct()).files;
    expect(demo).toMatchObject({
      name: expect.stringMatching(/\.wav$/),
      contentType: 'audio/wav',
      bytes: null,
      holders: 1,
    });
    const { makeMissingDemoDownloads } = await import('../src/modules/shop/demo-downloads');
    await makeMissingDemoDownloads(t.database.db, t.app.media.storage);
    expect((await adminProduct()).files[0]?.bytes).toBeGreaterThan(1000);
  });

  it('adds a file that past buyers may download at once, as the type its name says', async () => {
    const added = await upload('Liner notes.pdf', pdf);
    expect(added.statusCode).toBe(201);
    expect(added.json<AdminProduct>().files.at(-1)).toMatchObject({
      name: 'Liner notes.pdf',
      contentType: 'application/pdf',
      bytes: pdf.length,
      holders: 1,
    });
    expect(readdirSync(filesDir())).toEqual([expect.stringMatching(/^[0-9a-f-]{36}\.pdf$/)]);

    const notes = (await downloadsOf(buyer)).find((download) => download.fileName === 'Liner notes.pdf');
    expect(notes).toMatchObject({ remaining: 5, available: true });
    const file = await t.app.inject({ url: await downloadLinkOf(t, buyer, notes?.id) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('attachment; filename="Liner_notes.pdf"');
    expect(file.rawPayload.equals(pdf)).toBe(true);
  });

  it('refuses a file it would not hand out, beside the field at fault, and keeps nothing of it', async () => {
    const before = readdirSync(filesDir());
    const executable = await upload('setup.exe', pdf);
    expect(executable.statusCode).toBe(400);
    expect(executable.json()).toMatchObject({ errors: [{ path: 'querystring.name' }] });
    expect((await upload('../../secret.pdf', pdf)).statusCode).toBe(400);
    expect((await upload(null, pdf)).json()).toMatchObject({ errors: [{ path: 'querystring.name' }] });
    expect((await upload('empty.pdf', Buffer.alloc(0))).json()).toMatchObject({ errors: [{ path: 'body.file' }] });
    const twice = await upload('LINER NOTES.pdf', pdf);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ errors: [{ path: 'body.name' }] });
    const tooBig = await upload('huge.zip', Buffer.alloc(101 * 1024 * 1024, 1));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ errors: [{ path: 'body.file' }] });
    expect((await upload('notes.pdf', pdf, buyer)).statusCode).toBe(403);
    expect((await upload('notes.pdf', pdf, admin, 'no-such-product')).statusCode).toBe(404);
    const physical = await slugOfKind(t, 'cap');
    expect((await upload('notes.pdf', pdf, admin, physical)).statusCode).toBe(409);
    expect(readdirSync(filesDir())).toEqual(before);
    expect((await adminProduct()).files).toHaveLength(2);
  });

  it('takes a file off: it leaves the disk and the buyers’ downloads, and every change is audited', async () => {
    const notes = (await adminProduct()).files.find((file) => file.name === 'Liner notes.pdf');
    const [stored] = readdirSync(filesDir());
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/shop/products/${slug}/files/${notes?.id}`,
      cookies: admin,
      headers: site,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<AdminProduct>().files.map((file) => file.name)).not.toContain('Liner notes.pdf');
    expect(existsSync(path.join(filesDir(), stored ?? ''))).toBe(false);
    expect((await downloadsOf(buyer)).map((download) => download.fileName)).not.toContain('Liner notes.pdf');
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/shop/products/${slug}/files/${notes?.id}`,
      cookies: admin,
      headers: site,
    });
    expect(again.statusCode).toBe(404);
    const audited = await rows<{ action: string }>(
      t.database.db,
      sql`select action from operator_audit where subject = ${`product:${slug}`} order by id`,
    );
    expect(audited.map((row) => row.action)).toEqual(['product.file.add', 'product.file.remove']);
  });
});
