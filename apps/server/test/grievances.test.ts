import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminGrievance, GrievancePage, GrievanceReceipt, GrievanceReport } from '@reelhouse/contracts/grievances';
import type { PublicConfig } from '@reelhouse/contracts/public-config';
import { mailQueueSettled } from './support/mail-queue';
import { signIn, site } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

const complaint = {
  name: 'Priya Nair',
  email: 'priya@example.in',
  category: 'rating',
  title: 'Monsoon Letters',
  description: 'This film is rated U but has a scene that is not suitable for children.',
};

/** Grievance redressal: a complaint acknowledged at once, due in 15 days, resolved by mail, reported monthly. */
describe('grievances', () => {
  let t: TestApp;
  let admin: { rh_session: string };
  let receipt: GrievanceReceipt;
  beforeAll(async () => {
    t = await createTestApp({
      env: { GRIEVANCE_OFFICER_NAME: 'Anita Desai', GRIEVANCE_OFFICER_EMAIL: 'grievance@tv.example' },
    });
    admin = await signIn(t.app, '+919876599001');
    await t.database.db.execute(sql`update users set role = 'admin' where mobile = '+919876599001'`);
  });
  afterAll(() => t.close());

  const outbox = async () =>
    (await t.app.inject({ url: '/api/dev/mail-outbox' })).json<{
      items: { to: string; subject: string; text: string }[];
    }>().items;

  it('names the grievance officer in the public configuration', async () => {
    const config = (await t.app.inject({ url: '/api/config' })).json<PublicConfig>();
    expect(config.grievanceOfficer).toEqual({ name: 'Anita Desai', email: 'grievance@tv.example' });
  });

  it('files a complaint with a reference, due in 15 days, and acknowledges it by mail in the complainant’s language', async () => {
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/grievances?lang=en',
      payload: { ...complaint, category: 'price', description: 'short' },
      remoteAddress: '198.51.100.120',
    });
    expect(refused.statusCode).toBe(400);
    const paths = refused.json<{ errors: { path: string }[] }>().errors.map((error) => error.path);
    expect(paths).toEqual(expect.arrayContaining(['body.category', 'body.description']));

    const filed = await t.app.inject({
      method: 'POST',
      url: '/api/grievances?lang=fr',
      payload: complaint,
      remoteAddress: '198.51.100.120',
    });
    expect(filed.statusCode, filed.body).toBe(201);
    receipt = filed.json<GrievanceReceipt>();
    expect(receipt.reference).toMatch(/^GR-\d{4}-\d{6}$/);
    const days = (Date.parse(receipt.resolveBy) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(14.9);
    expect(days).toBeLessThanOrEqual(15);
    await mailQueueSettled(t);
    const mails = await outbox();
    const ack = mails.find((mail) => mail.to === 'priya@example.in');
    expect(ack?.subject).toBe(`Nous avons reçu votre réclamation ${receipt.reference} — Reelhouse`);
    expect(ack?.text).toContain('Anita Desai');
    expect(mails.find((mail) => mail.to === 'grievance@tv.example')?.subject).toContain(receipt.reference);

    const robot = await t.app.inject({
      method: 'POST',
      url: '/api/grievances?lang=en',
      payload: { ...complaint, website: 'https://spam.example' },
      remoteAddress: '198.51.100.121',
    });
    expect(robot.statusCode).toBe(400);
  });

  it('lists open complaints overdue first, resolves one by mail, and refuses to resolve it twice', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/grievances?lang=en',
      payload: { ...complaint, category: 'service', title: '', email: 'late@example.in' },
      remoteAddress: '198.51.100.122',
    });
    await t.database.db.execute(
      sql`update grievances set created_at = now() - interval '40 days' where email = 'late@example.in'`,
    );
    const listed = await t.app.inject({ url: '/api/admin/grievances', cookies: admin });
    expect(listed.statusCode, listed.body).toBe(200);
    const page = listed.json<GrievancePage>();
    expect(page.items.map((row) => [row.email, row.overdue])).toEqual([
      ['late@example.in', true],
      ['priya@example.in', false],
    ]);
    const id = page.items[1]?.id ?? 0;
    const resolve = (reply: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/grievances/${id}/resolution`,
        cookies: admin,
        headers: site,
        payload: { reply },
      });
    expect((await resolve('ok')).statusCode).toBe(400);
    const resolved = await resolve('We reviewed the film and changed its rating to U/A 13+.');
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json<AdminGrievance>()).toMatchObject({ status: 'resolved', resolvedBy: '+919876599001' });
    expect((await resolve('Once more, with feeling.')).statusCode).toBe(409);
    await mailQueueSettled(t);
    const answer = (await outbox()).find(
      (mail) => mail.subject === `Votre réclamation ${receipt.reference} — Reelhouse`,
    );
    expect(answer?.text).toContain('U/A 13+');
  });

  it('reports the month: received, resolved and pending, in all and by category, also as CSV', async () => {
    const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit' })
      .format(new Date())
      .slice(0, 7);
    const report = (
      await t.app.inject({ url: `/api/admin/grievances/report?month=${month}`, cookies: admin })
    ).json<GrievanceReport>();
    expect(report).toMatchObject({ month, received: 1, resolved: 1, pending: 1 });
    expect(report.categories.find((row) => row.category === 'service')).toMatchObject({ pending: 1 });
    const csv = await t.app.inject({ url: `/api/admin/grievances/report.csv?month=${month}`, cookies: admin });
    expect(csv.body.split('\r\n')[0]).toBe('month,category,received,resolved,pending');
    expect(csv.body).toContain(`${month},total,1,1,1`);
    expect((await t.app.inject({ url: '/api/admin/grievances/report?month=2026-13', cookies: admin })).statusCode).toBe(
      400,
    );
  });
});
