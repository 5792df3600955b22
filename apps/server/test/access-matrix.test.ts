import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanList } from '@reelhouse/contracts/plans';
import { settled, simulate } from './support/payments';
import { signIn, site } from './support/sign-in';
import {
  addToCart,
  orderBody,
  placed,
  placeOrder,
  product,
  settleOrderPayment,
  slugOfKind,
  type Cookies,
} from './support/shoppers';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The access matrix: everything that is a member's own — orders, invoices, payments, playlists,
 * watchlist, addresses, downloads, devices — is theirs alone. For each, the owner gets it, another
 * member gets 404 (nothing says it exists) and a visitor 401, or 404 where anyone may ask (a
 * playlist's link).
 */
const addressFields = {
  firstName: 'Asha',
  lastName: 'Rao',
  country: 'IN',
  street: '12 Marine Drive',
  town: 'Mumbai',
  state: 'Maharashtra',
  postcode: '400020',
  phone: '98765 43210',
  email: 'asha@example.com',
};

let t: TestApp;
let owner: Cookies;
let stranger: Cookies;
const own: { what: string; method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: object }[] = [];

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { MEDIA_WORKERS: '0', DEMO_MEDIA: 'off' } });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  owner = await signIn(t.app, '+919811200001');
  stranger = await signIn(t.app, '+919811200002');
  const ask = (method: 'POST' | 'PUT', url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, payload, cookies: owner, headers: { ...site, ...headers } });

  // A subscription paid through the sandbox: a payment and its invoice.
  const plans = (await t.app.inject({ url: '/api/plans' })).json<PlanList>().items;
  const bought = await ask('POST', '/api/payments', { planId: plans.find((plan) => plan.code === 'premium')?.id });
  const { merchantTransactionId } = bought.json<{ merchantTransactionId: string }>();
  await simulate(t, { merchantTransactionId, outcome: 'success' });
  expect(await settled(t, merchantTransactionId)).toBe('succeeded');
  const { invoiceNumber } = (
    await t.app.inject({ url: `/api/payments/${merchantTransactionId}`, cookies: owner })
  ).json<{ invoiceNumber: string }>();

  // A digital order paid the same way: an order and a download.
  const soundtrack = await product(t, await slugOfKind(t, 'soundtrack'));
  await addToCart(t, owner, soundtrack.variants[0]?.id as number, 1);
  const { order } = placed(await placeOrder(t, owner, orderBody({ paymentMethod: 'phonepe', shippingMethod: 'none' })));
  expect(await settleOrderPayment(t, order.number, 'success')).toBe('succeeded');
  const [download] = (await t.app.inject({ url: '/api/shop/downloads', cookies: owner })).json<{
    items: { id: number }[];
  }>().items;

  const address = (await ask('POST', '/api/account/addresses', addressFields)).json<{ id: number }>();
  const playlist = (await ask('POST', '/api/playlists', { name: 'Mine only', privacy: 'private' })).json<{
    id: string;
  }>();
  await ask('PUT', '/api/watchlist/monsoon-letters', {});
  const [device] = (await t.app.inject({ url: '/api/account/sessions', cookies: owner })).json<{
    items: { id: string }[];
  }>().items;

  own.push(
    { what: 'payment', method: 'GET', url: `/api/payments/${merchantTransactionId}` },
    { what: 'invoice', method: 'GET', url: `/api/account/invoices/${invoiceNumber}` },
    { what: 'order', method: 'GET', url: `/api/shop/orders/${order.number}` },
    { what: 'order payment', method: 'POST', url: `/api/shop/orders/${order.number}/pay`, payload: {} },
    { what: 'order cancel', method: 'POST', url: `/api/shop/orders/${order.number}/cancel`, payload: {} },
    { what: 'download link', method: 'POST', url: `/api/shop/downloads/${download?.id}/link`, payload: {} },
    {
      what: 'address edit',
      method: 'PUT',
      url: `/api/account/addresses/${address.id}`,
      payload: { ...addressFields, town: 'Pune' },
    },
    { what: 'address removal', method: 'DELETE', url: `/api/account/addresses/${address.id}` },
    { what: 'private playlist', method: 'GET', url: `/api/playlists/${playlist.id}` },
    { what: 'playlist edit', method: 'PATCH', url: `/api/playlists/${playlist.id}`, payload: { name: 'Taken' } },
    { what: 'playlist removal', method: 'DELETE', url: `/api/playlists/${playlist.id}` },
    {
      what: 'playlist titles',
      method: 'PUT',
      url: `/api/playlists/${playlist.id}/titles/monsoon-letters`,
      payload: {},
    },
    { what: 'device sign-out', method: 'DELETE', url: `/api/account/sessions/${device?.id}` },
  );
}, 120_000);
afterAll(() => t.close());

const ask = (item: (typeof own)[number], cookies: Cookies | Record<string, never>) =>
  t.app.inject({
    method: item.method,
    url: item.url,
    cookies,
    headers: site,
    ...(item.payload ? { payload: item.payload } : {}),
  });

describe('a member’s own things', () => {
  it('are not found for another member and need signing in for a visitor', async () => {
    const leaks: string[] = [];
    for (const item of own) {
      const byStranger = (await ask(item, stranger)).statusCode;
      const byVisitor = (await ask(item, {})).statusCode;
      if (byStranger !== 404) leaks.push(`${item.what}: another member got ${byStranger}`);
      if (byVisitor !== 401 && byVisitor !== 404) leaks.push(`${item.what}: a visitor got ${byVisitor}`);
    }
    expect(leaks).toEqual([]);
  });

  it('lists nothing of the owner’s to another member', async () => {
    for (const url of [
      '/api/payments',
      '/api/shop/orders',
      '/api/shop/downloads',
      '/api/account/addresses',
      '/api/playlists',
      '/api/watchlist',
    ]) {
      const mine = (await t.app.inject({ url, cookies: owner })).json<{ items: unknown[] }>();
      const theirs = (await t.app.inject({ url, cookies: stranger })).json<{ items: unknown[] }>();
      expect(mine.items.length, url).toBeGreaterThan(0);
      expect(theirs.items, url).toEqual([]);
    }
  });

  it('are still the owner’s after everyone else tried', async () => {
    for (const item of own.filter((candidate) => candidate.method === 'GET')) {
      expect((await ask(item, owner)).statusCode, item.what).toBe(200);
    }
  });
});
