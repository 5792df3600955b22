import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage } from '@reelhouse/contracts/audit-log';
import type { AdminContentPage, ContentPage, ContentPageIndex } from '@reelhouse/contracts/content-pages';
import type { InstallationSettings } from '@reelhouse/contracts/installation-settings';
import { signIn, site } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let admin: { rh_session: string };
let member: { rh_session: string };
beforeAll(async () => {
  t = await createTestApp({ env: { SERVICE_NAME: 'Cinevault', CONTACT_EMAIL: 'help@cinevault.example' } });
  admin = await signIn(t.app, '+919400000031');
  member = await signIn(t.app, '+919400000032');
  await t.database.db.execute(sql`update users set role = 'admin' where mobile = '+919400000031'`);
});
afterAll(() => t.close());

const read = async (url: string, status = 200) => {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as ContentPage;
};
const edit = (key: string, payload: object, cookies?: { rh_session: string }) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/pages/${key}`,
    payload,
    headers: site,
    ...(cookies ? { cookies } : {}),
  });

describe('policy and FAQ pages from the database', () => {
  it('are there from the first start in every language, with this installation’s details filled in', async () => {
    const terms = await read('/api/pages/terms');
    expect(terms).toMatchObject({
      key: 'terms',
      lang: 'en',
      title: 'Terms & Conditions',
      updatedAt: '2026-11-22T00:00:00Z',
    });
    expect(terms.sections).toHaveLength(15);
    expect(terms.sections.at(-1)?.paragraphs.join(' ')).toMatch(/India.*Mumbai/);
    expect(JSON.stringify(terms)).toContain('Cinevault');
    expect(JSON.stringify(terms)).not.toContain('{{');

    const privacy = await read('/api/pages/privacy?lang=fr');
    expect(privacy.sections).toHaveLength(11);
    const refund = await read('/api/pages/refund?lang=ar');
    // A Latin address inside Arabic text is isolated, so punctuation keeps its side.
    expect(JSON.stringify(refund)).toContain('\u2068help@cinevault.example\u2069');
    const faq = await read('/api/pages/faq?lang=de');
    expect(faq.sections[0]?.title).toBe('Was ist Cinevault?');
    for (const key of ['deleteAccount', 'faq']) {
      for (const lang of ['en', 'ar', 'gr', 'fr', 'de'])
        expect((await read(`/api/pages/${key}?lang=${lang}`)).lang).toBe(lang);
    }
    await read('/api/pages/cookies', 400);
  });

  it('take an operator’s new text, shown at once with a new date; members and visitors are refused', async () => {
    const page = {
      lang: 'gr',
      title: 'Συχνές ερωτήσεις',
      intro: 'Απαντήσεις από την ομάδα του {{service}}.',
      sections: [{ title: 'Πού θα βρω βοήθεια;', paragraphs: ['Γράψτε στο {{email}}.'] }],
    };
    expect((await read('/api/pages/faq?lang=gr')).sections.length).toBeGreaterThan(1);
    expect((await edit('faq', page)).statusCode).toBe(401);
    expect((await edit('faq', page, member)).statusCode).toBe(403);
    const saved = await edit('faq', page, admin);
    expect(saved.statusCode).toBe(200);
    const now = await read('/api/pages/faq?lang=gr');
    expect(now.intro).toBe('Απαντήσεις από την ομάδα του Cinevault.');
    expect(now.sections).toEqual([
      { title: 'Πού θα βρω βοήθεια;', paragraphs: ['Γράψτε στο help@cinevault.example.'] },
    ]);
    expect(Date.parse(now.updatedAt)).toBeGreaterThan(Date.parse('2026-11-22T00:00:00Z'));
    // Other languages keep their own text.
    expect((await read('/api/pages/faq?lang=en')).sections.length).toBeGreaterThan(1);
  });

  it('name each wrong field of an edit and change nothing', async () => {
    const before = await read('/api/pages/refund');
    const response = await edit(
      'refund',
      { lang: 'xx', title: '', intro: 'x', sections: [{ title: '', paragraphs: [] }] },
      admin,
    );
    expect(response.statusCode).toBe(400);
    const paths = (response.json() as { errors: { path: string }[] }).errors.map((error) => error.path);
    expect(paths).toEqual(
      expect.arrayContaining(['body.lang', 'body.title', 'body.sections.0.title', 'body.sections.0.paragraphs']),
    );
    expect(await read('/api/pages/refund')).toEqual(before);
  });

  it('fall back to English for a language that has no text', async () => {
    await t.database.db.execute(sql`delete from content_pages where key = 'privacy' and lang = 'gr'`);
    const page = await read('/api/pages/privacy?lang=gr');
    expect(page).toMatchObject({ lang: 'en', title: 'Privacy Policy' });
  });
});

describe('pages in the console', () => {
  const get = (url: string, cookies = admin) => t.app.inject({ method: 'GET', url, cookies });

  it('list every page with its languages and their dates, to admins only', async () => {
    expect((await get('/api/admin/pages', member)).statusCode).toBe(403);
    const index = (await get('/api/admin/pages')).json() as ContentPageIndex;
    expect(index.items.map((item) => item.key)).toEqual(['terms', 'privacy', 'refund', 'deleteAccount', 'faq']);
    expect(index.items[0]).toMatchObject({ title: 'Terms & Conditions' });
    expect(index.items[0]?.languages.map((entry) => entry.lang).sort()).toEqual(['ar', 'de', 'en', 'fr', 'gr']);
  });

  it('give a language as stored, placeholders unfilled; a missing language starts from English, unsaved', async () => {
    const terms = (await get('/api/admin/pages/terms?lang=fr')).json() as AdminContentPage;
    expect(terms).toMatchObject({ key: 'terms', lang: 'fr', saved: true });
    expect(JSON.stringify(terms)).toContain('{{');
    await t.database.db.execute(sql`delete from content_pages where key = 'refund' and lang = 'de'`);
    const refund = (await get('/api/admin/pages/refund?lang=de')).json() as AdminContentPage;
    expect(refund).toMatchObject({ lang: 'de', saved: false, updatedAt: null });
    expect(refund.title).toBe((await read('/api/pages/refund')).title);
    expect((await get('/api/admin/pages/cookies?lang=de')).statusCode).toBe(400);
  });

  it('write an audit line with each save, naming the language', async () => {
    const page = { lang: 'de', title: 'Erstattungen', intro: '', sections: [{ title: 'Wann', paragraphs: ['Nie.'] }] };
    const saved = await edit('refund', page, admin);
    expect(saved.json()).toMatchObject({ lang: 'de', saved: true, title: 'Erstattungen' });
    const log = (await get('/api/admin/audit?area=page')).json() as AuditPage;
    expect(log.items[0]).toMatchObject({ action: 'page.update', subject: 'page:refund' });
    expect(log.items[0]?.details).toMatchObject({ lang: 'de', title: { before: null, after: 'Erstattungen' } });
  });

  it('show the installation’s settings read-only to admins, no secrets', async () => {
    expect((await get('/api/admin/settings', member)).statusCode).toBe(403);
    const settings = (await get('/api/admin/settings')).json() as InstallationSettings;
    expect(settings).toMatchObject({
      service: { name: 'Cinevault', contactEmail: 'help@cinevault.example' },
      payments: { mode: 'sandbox' },
      sms: { provider: 'demo' },
      mail: { transport: 'outbox' },
    });
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/admin/settings', cookies: admin, headers: site })).statusCode,
    ).toBe(405);
  });
});
