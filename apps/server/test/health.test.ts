import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers ok with the database kind once migrations are applied', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', db: process.env.DATABASE_URL ? 'postgres' : 'pglite' });
  });

  it('the migrations created the tables this capability needs', async () => {
    const tables = await t.database.db.execute<{ table_name: string }>(
      "select table_name from information_schema.tables where table_schema = 'public' order by table_name",
    );
    expect(tables.rows.map((row) => row.table_name)).toEqual(expect.arrayContaining(['settings', 'users']));
  });

  it('answers 503 problem+json when the database stops answering', async () => {
    const broken = await createTestApp();
    const ping = broken.database.ping;
    broken.database.ping = () => Promise.reject(new Error('connection refused'));
    const response = await broken.app.inject({ method: 'GET', url: '/api/health' });
    broken.database.ping = ping;
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ code: 'service_unavailable', status: 503 });
    await broken.close();
  });
});

describe('public configuration and session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { SERVICE_NAME: 'Cinemagic', CONTACT_EMAIL: 'help@cinemagic.test', SOCIAL_X_URL: 'https://x.com/cinemagic' },
    });
  });
  afterAll(() => t.close());

  it('GET /api/config shows what the operator configured and nothing else', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      serviceName: 'Cinemagic',
      contactEmail: 'help@cinemagic.test',
      social: { x: 'https://x.com/cinemagic', facebook: null },
      demoSms: true,
      demoMode: true,
      // The demo seed (on unless SEED_DEMO=false) makes it, and anyone may read its codes here.
      demoOperatorMobile: '+919000000001',
      // Without GRIEVANCE_OFFICER_* the officer is named by title, reached at the contact address.
      grievanceOfficer: { name: 'Grievance Officer', email: 'help@cinemagic.test' },
    });
    expect(Object.keys(body).sort()).toEqual(
      [
        'androidAppUrl',
        'arbitrationCity',
        'autopay',
        'comingSoonAt',
        'companyName',
        'contactEmail',
        'contactPhone',
        'demoMode',
        'demoOperatorMobile',
        'demoSms',
        'grievanceOfficer',
        'serviceName',
        'social',
      ].sort(),
    );
  });

  it('GET /api/session says nobody is signed in and is never cached', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/session' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ authenticated: false, user: null, profile: null });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
