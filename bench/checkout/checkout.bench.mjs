// Concurrent checkouts on one contended variant, through the real HTTP API of the built server on
// the embedded database: orders per second, p99 latency, and whether any unit was sold twice.
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { waitForDemoArtwork } from '../support/demo-artwork.mjs';
import { freePort, startProcess } from '../support/processes.mjs';

const BUYERS = Number(process.env.BENCH_BUYERS ?? 800);
const STOCK = Number(process.env.BENCH_STOCK ?? 600);
const IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT ?? 32);
const GOAL_ORDERS_PER_S = 200;
const ADMIN = '+919000099999';

const billing = {
  firstName: 'Bench',
  lastName: 'Buyer',
  country: 'IN',
  street: '1 Test Street',
  town: 'Pune',
  state: 'Maharashtra',
  postcode: '411001',
  phone: '9876543210',
  email: 'bench@example.in',
};

/** A member signed in through the real one-time-code flow (the demo SMS outbox gives the code). */
async function signIn(app, mobile, ip) {
  const headers = { 'content-type': 'application/json', origin: app, 'x-forwarded-for': ip };
  await fetch(`${app}/api/create-user-mobile/`, { method: 'POST', headers, body: JSON.stringify({ mobile }) });
  const outbox = await (await fetch(`${app}/api/dev/sms-outbox?mobile=${encodeURIComponent(mobile)}`)).json();
  const otp = /\b(\d{6})\b/.exec(outbox.items[0]?.body ?? '')?.[1];
  const verified = await fetch(`${app}/api/verify-user-mobile/`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ mobile, otp }),
  });
  const cookie = verified.headers.getSetCookie().find((line) => line.startsWith('rh_session='));
  if (!cookie) throw new Error(`sign-in of ${mobile} failed: ${verified.status}`);
  return { cookie: cookie.split(';')[0], origin: app, ip };
}

const send = (app, member, method, url, body, extra = {}) =>
  fetch(`${app}${url}`, {
    method,
    headers: {
      'content-type': 'application/json',
      origin: member.origin,
      cookie: member.cookie,
      'x-forwarded-for': member.ip,
      ...extra,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/**
 * A POST through `agent`, resolving with the status once the whole answer has arrived. Checkouts go
 * through node:http with one kept-alive socket per buyer in flight, handed out first come first
 * served: fetch's pool was seen queueing some requests behind busy sockets, which measured the
 * load generator's queue rather than the server.
 */
const post = (agent, url, headers, body) =>
  new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', agent, headers }, (response) => {
      response.on('data', () => undefined);
      response.on('end', () => resolve(response.statusCode));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });

/** Runs `work` over `items` with at most `limit` at once. */
async function pool(items, limit, work) {
  let next = 0;
  const runners = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      await work(items[index], index);
    }
  });
  await Promise.all(runners);
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

export async function benchCheckout() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'reelhouse-bench-checkout-'));
  const env = { DATA_DIR: dataDir, DEMO_MEDIA: 'off', LOG_LEVEL: 'warn' };
  // The admin exists before the server starts (the embedded database has one process at a time).
  const made = spawnSync(process.execPath, ['apps/server/dist/cli.js', 'admin:create', '--mobile', ADMIN], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  if (made.status !== 0) throw new Error(`admin:create failed: ${made.stderr}`);
  const port = await freePort();
  const app = `http://127.0.0.1:${port}`;
  // Each simulated buyer comes from its own address (X-Forwarded-For), as real buyers would.
  const stop = await startProcess(
    ['apps/server/dist/main.js'],
    { ...env, PORT: String(port), HOST: '127.0.0.1', TRUST_PROXY: 'true' },
    `${app}/api/health`,
  );
  const agent = new http.Agent({ keepAlive: true, maxSockets: IN_FLIGHT });
  try {
    await waitForDemoArtwork(app);
    const admin = await signIn(app, ADMIN, '10.255.0.1');
    const list = await (await fetch(`${app}/api/shop/products?category=clothing&sort=default`)).json();
    const tee = await (await fetch(`${app}/api/shop/products/${list.items[0].slug}`)).json();
    const variant = tee.variants[0].id;
    const setStock = await send(app, admin, 'PATCH', `/api/admin/shop/variants/${variant}`, {
      stockQuantity: STOCK,
      backorders: false,
    });
    if (!setStock.ok) throw new Error(`setting the stock failed: ${setStock.status}`);

    const buyers = [];
    await pool(
      Array.from({ length: BUYERS }, (_, i) => i),
      8,
      async (i) => {
        const buyer = await signIn(
          app,
          `+91910${String(i).padStart(7, '0')}`,
          `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
        );
        const added = await send(app, buyer, 'POST', '/api/shop/cart/items', { variantId: variant, quantity: 1 });
        if (!added.ok) throw new Error(`adding to a cart failed: ${added.status}`);
        buyers.push(buyer);
      },
    );

    const latencies = [];
    const statuses = new Map();
    const started = performance.now();
    await pool(buyers, IN_FLIGHT, async (buyer, i) => {
      const begin = performance.now();
      const status = await post(
        agent,
        `${app}/api/shop/orders`,
        {
          'content-type': 'application/json',
          origin: buyer.origin,
          cookie: buyer.cookie,
          'x-forwarded-for': buyer.ip,
          'idempotency-key': `bench-${i}`,
        },
        { billing, shippingMethod: 'flat_rate', paymentMethod: 'cash_on_delivery' },
      );
      latencies.push(performance.now() - begin);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    });
    const seconds = (performance.now() - started) / 1000;

    const after = await (
      await send(app, admin, 'PATCH', `/api/admin/shop/variants/${variant}`, { lowStockThreshold: 5 })
    ).json();
    const orders = statuses.get(201) ?? 0;
    const soldOut = statuses.get(409) ?? 0;
    const others = [...statuses].filter(([status]) => status !== 201 && status !== 409);
    const oversold = Math.max(0, orders - STOCK) + Math.max(0, -after.stockQuantity);
    latencies.sort((a, b) => a - b);
    const perSecond = orders / seconds;
    console.log(
      `\nCheckout on one contended variant (${BUYERS} buyers, ${STOCK} units, ${IN_FLIGHT} in flight, embedded database)`,
    );
    console.log(
      `  orders placed        ${orders}   (refused as sold out: ${soldOut}${others.length ? `, other answers: ${JSON.stringify(others)}` : ''})`,
    );
    console.log(`  orders per second    ${perSecond.toFixed(0)}   (goal ≥ ${GOAL_ORDERS_PER_S})`);
    console.log(`  checkouts per second ${(BUYERS / seconds).toFixed(0)}   (placed and refused)`);
    console.log(
      `  latency p50 / p99    ${percentile(latencies, 50).toFixed(1)} ms / ${percentile(latencies, 99).toFixed(1)} ms`,
    );
    console.log(`  stock left           ${after.stockQuantity}   oversold: ${oversold}`);
    return perSecond >= GOAL_ORDERS_PER_S && oversold === 0 && orders === STOCK && others.length === 0;
  } finally {
    agent.destroy();
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// `node bench/checkout/checkout.bench.mjs` runs it alone (after `npm run build`).
if (import.meta.url === `file://${process.argv[1]}`) process.exit((await benchCheckout()) ? 0 : 1);
