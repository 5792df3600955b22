import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Visits } from '../src/modules/visits/visits.repository';
import { signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

const lastVisit = async (t: TestApp) =>
  (await t.database.db.execute(sql`select ip, user_id as "userId" from visits order by id desc limit 1`)).rows[0];

describe('POST /api/track-visitors/', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('records the connection’s address and ignores the address and user id the body claims', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/track-visitors/',
      payload: { ip_address: '8.8.8.8', user_id: 99 },
      remoteAddress: '198.51.100.4',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { recorded: true } });
    expect(await lastVisit(t)).toEqual({ ip: '198.51.100.4', userId: null });
  });

  it('takes the member from the session', async () => {
    const cookies = await signIn(t.app, '+919812300001');
    const session = await t.app.inject({ method: 'GET', url: '/api/session', cookies });
    await t.app.inject({
      method: 'POST',
      url: '/api/track-visitors/',
      cookies,
      headers: { host: 'tv.example', origin: 'http://tv.example' },
    });
    expect(await lastVisit(t)).toMatchObject({ userId: session.json().user.id });
  });

  it('deletes visits older than a year and keeps the rest', async () => {
    const db = t.database.db;
    await db.execute(sql`insert into visits (ip, created_at) values
      ('192.0.2.1', now() - interval '366 days'), ('192.0.2.2', now() - interval '10 days')`);
    expect(await new Visits(db).purgeExpired()).toBe(1);
    const left = (await db.execute(sql`select ip from visits where ip like '192.0.2.%'`)).rows;
    expect(left).toEqual([{ ip: '192.0.2.2' }]);
  });
});

describe('behind a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
  });
  afterAll(() => t.close());

  it('records the forwarded client address, and the relay’s ip_address only from the proxy', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/track-visitors/',
      headers: { 'x-forwarded-for': '203.0.113.9' },
      remoteAddress: '127.0.0.1',
    });
    expect(await lastVisit(t)).toMatchObject({ ip: '203.0.113.9' });

    await t.app.inject({
      method: 'POST',
      url: '/api/track-visitors/',
      payload: { ip_address: '203.0.113.50' },
      headers: { 'x-forwarded-for': '203.0.113.9' },
      remoteAddress: '127.0.0.1',
    });
    expect(await lastVisit(t)).toMatchObject({ ip: '203.0.113.50' });

    // From a peer that is not the proxy, neither the header nor the body is believed.
    await t.app.inject({
      method: 'POST',
      url: '/api/track-visitors/',
      payload: { ip_address: '203.0.113.50' },
      headers: { 'x-forwarded-for': '203.0.113.9' },
      remoteAddress: '198.51.100.77',
    });
    expect(await lastVisit(t)).toMatchObject({ ip: '198.51.100.77' });
  });
});
