import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewsletterIssue, SubscriberPage } from '@reelhouse/contracts/newsletter-admin';
import { signIn, site } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

type Cookies = { rh_session: string };
let t: TestApp;
let admin: Cookies;
let editor: Cookies;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_ORIGIN: 'http://tv.example' } });
  admin = await signIn(t.app, '+919400000061');
  editor = await signIn(t.app, '+919400000062');
  await t.database.db.execute(sql`update users set role = 'admin' where mobile = '+919400000061'`);
  await t.database.db.execute(sql`update users set role = 'editor' where mobile = '+919400000062'`);
  // 230 confirmed readers (three batches), some in French; a few pending and one who left.
  await t.database.db.execute(sql`
    insert into newsletter_subscribers (email, language, status, source, confirmed_at)
    select 'reader' || n || '@example.com', case when n % 10 = 0 then 'fr' else 'en' end, 'confirmed', 'shop', now()
      from generate_series(1, 230) n`);
  await t.database.db.execute(sql`
    insert into newsletter_subscribers (email, language, status, source, unsubscribed_at)
    values ('left@example.com', 'en', 'unsubscribed', 'blog', now()), ('waiting@example.com', 'de', 'pending', 'blog', null)`);
});
afterAll(() => t.close());

const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookies = admin) =>
  t.app.inject({ method, url, cookies, headers: site, ...(payload ? { payload } : {}) });
const mailsTo = async (to: string) =>
  (await t.app.inject({ url: `/api/dev/mail-outbox?to=${encodeURIComponent(to)}` })).json<{
    items: { subject: string; text: string; unsubscribeUrl: string | null }[];
  }>().items;
const texts = {
  en: { subject: 'New this month', body: 'Three new series and a **sale** in the shop.' },
  fr: { subject: 'Nouveau ce mois-ci', body: 'Trois nouvelles séries et des **soldes**.' },
};

describe('the newsletter in the console', () => {
  it('lists subscribers with counts and exports the confirmed ones, to admins only', async () => {
    expect((await send('GET', '/api/admin/newsletter/subscribers', undefined, editor)).statusCode).toBe(403);
    const page = (await send('GET', '/api/admin/newsletter/subscribers?status=pending')).json<SubscriberPage>();
    expect(page.counts).toEqual({ pending: 1, confirmed: 230, unsubscribed: 1 });
    expect(page.items.map((item) => item.email)).toEqual(['waiting@example.com']);
    const csv = await send('GET', '/api/admin/newsletter/subscribers.csv');
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('email,language,confirmed_at');
    expect(lines).toHaveLength(231);
    expect(csv.body).not.toContain('left@example.com');
  });

  it('sends a newsletter once to every confirmed address, in their language, with one-click unsubscribe', async () => {
    const draft = await send('POST', '/api/admin/newsletter/issues', { texts: { fr: texts.fr } });
    expect(draft.statusCode).toBe(400);
    const created = (await send('POST', '/api/admin/newsletter/issues', { texts })).json<NewsletterIssue>();
    expect(created).toMatchObject({ status: 'draft', recipients: 0 });

    const started = (await send('POST', `/api/admin/newsletter/issues/${created.id}/sending`)).json<NewsletterIssue>();
    expect(started).toMatchObject({ status: 'sending', recipients: 230 });
    // A second press, or a change after sending, is refused.
    expect((await send('POST', `/api/admin/newsletter/issues/${created.id}/sending`)).statusCode).toBe(409);
    expect((await send('PUT', `/api/admin/newsletter/issues/${created.id}`, { texts })).statusCode).toBe(409);

    await expect
      .poll(async () => (await send('GET', `/api/admin/newsletter/issues/${created.id}`)).json<NewsletterIssue>(), {
        timeout: 30_000,
      })
      .toMatchObject({ status: 'sent', queued: 230, skipped: 0 });
    await expect.poll(async () => (await mailsTo('reader10@example.com')).length, { timeout: 30_000 }).toBe(1);
    const [french] = await mailsTo('reader10@example.com');
    expect(french).toMatchObject({ subject: 'Nouveau ce mois-ci' });
    expect(french?.text).toContain('http://tv.example/newsletter/unsubscribe?');
    expect(french?.unsubscribeUrl).toMatch(/^http:\/\/tv\.example\/api\/newsletter\/one-click-unsubscribe\?/);
    expect((await mailsTo('reader1@example.com'))[0]?.subject).toBe('New this month');
    expect(await mailsTo('left@example.com')).toEqual([]);
    expect(await mailsTo('waiting@example.com')).toEqual([]);
    const [{ jobs }] = (
      await t.database.db.execute(
        sql`select count(*)::int as jobs from jobs where kind = 'mail.send' and payload->>'subject' in ('New this month', 'Nouveau ce mois-ci')`,
      )
    ).rows as [{ jobs: number }];
    expect(jobs).toBe(230);
  });
});
