import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Address } from '@reelhouse/contracts/address';
import { addresses } from '@reelhouse/db/schema/accounts';
import { signIn, site } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let nextNumber = 9300000000;
const freshMobile = () => `+91${(nextNumber += 1019)}`;
type Cookie = { rh_session: string };
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookies: Cookie, payload?: object) =>
  t.app.inject({ method, url, cookies, headers: site, ...(payload ? { payload } : {}) });

const home = {
  firstName: 'Asha',
  lastName: 'Rao',
  country: 'IN',
  street: '12 Marine Drive',
  apartment: 'Flat 4B',
  town: 'Mumbai',
  state: 'Maharashtra',
  postcode: '400020',
  phone: '98765 43210',
  email: 'asha@example.com',
};
const office = { ...home, company: 'Tidewater Films', street: '5 Park Street', town: 'Kolkata', postcode: '700016' };

describe('addresses on My Account', () => {
  it('creates, lists, edits and deletes addresses, the first being the default for both', async () => {
    const cookies = await signIn(t.app, freshMobile());
    const created = await call('POST', '/api/account/addresses', cookies, home);
    expect(created.statusCode).toBe(201);
    const first = created.json<Address>();
    expect(first).toMatchObject({ phone: '+919876543210', company: null, defaultBilling: true, defaultShipping: true });

    const second = (
      await call('POST', '/api/account/addresses', cookies, { ...office, defaultShipping: true })
    ).json<Address>();
    let items = (await call('GET', '/api/account/addresses', cookies)).json<{ items: Address[] }>().items;
    expect(items.map((item) => [item.id, item.defaultBilling, item.defaultShipping])).toEqual([
      [first.id, true, false],
      [second.id, false, true],
    ]);

    const edited = await call('PUT', `/api/account/addresses/${second.id}`, cookies, {
      ...office,
      town: 'Howrah',
      defaultBilling: true,
      defaultShipping: true,
    });
    expect(edited.json()).toMatchObject({ town: 'Howrah', defaultBilling: true });
    items = (await call('GET', '/api/account/addresses', cookies)).json<{ items: Address[] }>().items;
    expect(items.filter((item) => item.defaultBilling).map((item) => item.id)).toEqual([second.id]);

    expect((await call('DELETE', `/api/account/addresses/${first.id}`, cookies)).statusCode).toBe(204);
    items = (await call('GET', '/api/account/addresses', cookies)).json<{ items: Address[] }>().items;
    expect(items.map((item) => item.id)).toEqual([second.id]);
  });

  it('says which field is wrong and stores nothing', async () => {
    const cookies = await signIn(t.app, freshMobile());
    const response = await call('POST', '/api/account/addresses', cookies, {
      ...home,
      postcode: '4000',
      country: 'XX',
      email: 'not-mail',
    });
    expect(response.statusCode).toBe(400);
    const paths = response.json<{ errors: { path: string }[] }>().errors.map((error) => error.path);
    expect(paths).toEqual(expect.arrayContaining(['body.country', 'body.email']));
    const badPhone = await call('POST', '/api/account/addresses', cookies, { ...home, phone: '12' });
    expect(badPhone.json()).toMatchObject({ errors: [{ path: 'body.phone' }] });
    const indianPin = await call('POST', '/api/account/addresses', cookies, { ...home, postcode: '4000 20' });
    expect(indianPin.json()).toMatchObject({ errors: [{ path: 'body.postcode' }] });
    expect((await call('GET', '/api/account/addresses', cookies)).json()).toEqual({ items: [] });
  });

  it('answers 404 for another member’s address, leaving it as it was', async () => {
    const owner = await signIn(t.app, freshMobile());
    const address = (await call('POST', '/api/account/addresses', owner, home)).json<Address>();
    const other = await signIn(t.app, freshMobile());
    expect((await call('PUT', `/api/account/addresses/${address.id}`, other, office)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/account/addresses/${address.id}`, other)).statusCode).toBe(404);
    expect((await call('GET', '/api/account/addresses', other)).json()).toEqual({ items: [] });
    const mine = (await call('GET', '/api/account/addresses', owner)).json<{ items: Address[] }>().items;
    expect(mine).toEqual([address]);
  });

  it('goes with the account when it is deleted, and needs a signed-in member', async () => {
    const cookies = await signIn(t.app, freshMobile());
    const { id } = (await call('GET', '/api/account', cookies)).json<{ id: number }>();
    await call('POST', '/api/account/addresses', cookies, home);
    const left = () => t.database.db.select().from(addresses).where(eq(addresses.userId, id));
    expect(await left()).toHaveLength(1);
    expect((await call('DELETE', '/api/account', cookies)).statusCode).toBe(204);
    expect(await left()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/account/addresses' })).statusCode).toBe(401);
  });
});
