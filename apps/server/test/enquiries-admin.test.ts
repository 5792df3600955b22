import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminEnquiry, EnquiryPage } from '@reelhouse/contracts/enquiries-admin';
import { rows } from '@reelhouse/db/database';
import { mailQueueSettled } from './support/mail-queue';
import { signIn, site } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

type Cookies = { rh_session: string };

/** The console's enquiries: the inbox, answers mailed in the sender's language and kept, assignment, closing. */
describe('operators’ enquiries', () => {
  let t: TestApp;
  let admin: Cookies;
  let editor: Cookies;
  let id: number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t.app, '+919876588001');
    editor = await signIn(t.app, '+919876588002');
    await signIn(t.app, '+919876588003');
    await t.database.db.execute(sql`update users set role = 'admin' where mobile = '+919876588001'`);
    await t.database.db.execute(
      sql`update users set role = 'editor', first_name = 'Esha' where mobile = '+919876588002'`,
    );
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/send-enquiry/?lang=de',
      payload: { name: 'Jonas Weber', email: 'jonas@example.de', message: 'Gibt es die Serie auch mit Untertiteln?' },
      remoteAddress: '198.51.100.90',
    });
    expect(sent.statusCode).toBe(200);
    const page = (await t.app.inject({ url: '/api/admin/enquiries?status=new', cookies: admin })).json<EnquiryPage>();
    id = page.items[0]?.id ?? 0;
  });
  afterAll(() => t.close());

  const outbox = async () =>
    (await t.app.inject({ url: '/api/dev/mail-outbox' })).json<{
      items: { to: string; subject: string; text: string }[];
    }>().items;

  it('lists new enquiries, found by words of the message, for admins only', async () => {
    const page = (
      await t.app.inject({ url: '/api/admin/enquiries?q=untertiteln', cookies: admin })
    ).json<EnquiryPage>();
    expect(page.items).toEqual([
      expect.objectContaining({ id, name: 'Jonas Weber', status: 'new', replies: 0, assignee: null }),
    ]);
    expect((await t.app.inject({ url: '/api/admin/enquiries', cookies: editor })).statusCode).toBe(403);
  });

  it('mails an answer in the sender’s language, keeps it, and marks the enquiry answered', async () => {
    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/admin/enquiries/${id}/replies`,
      cookies: admin,
      headers: site,
      payload: { body: ' ' },
    });
    expect(empty.statusCode).toBe(400);
    const answered = await t.app.inject({
      method: 'POST',
      url: `/api/admin/enquiries/${id}/replies`,
      cookies: admin,
      headers: site,
      payload: { body: 'Ja, auf Deutsch und Englisch.' },
    });
    expect(answered.statusCode, answered.body).toBe(201);
    expect(answered.json<AdminEnquiry>()).toMatchObject({
      status: 'answered',
      replies: [{ author: '+919876588001', body: 'Ja, auf Deutsch und Englisch.' }],
    });
    await mailQueueSettled(t);
    const mail = (await outbox()).find((item) => item.to === 'jonas@example.de' && item.subject.startsWith('Re:'));
    expect(mail?.subject).toBe('Re: Ihre Nachricht an Reelhouse');
    expect(mail?.text).toContain('Ja, auf Deutsch und Englisch.');
    expect(mail?.text).toContain('> Gibt es die Serie auch mit Untertiteln?');
  });

  it('gives the enquiry to an operator, never to a member, and closes it', async () => {
    const [esha] = await rows<{ id: number }>(t.database.db, sql`select id from users where mobile = '+919876588002'`);
    const [member] = await rows<{ id: number }>(
      t.database.db,
      sql`select id from users where mobile = '+919876588003'`,
    );
    const change = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/admin/enquiries/${id}`, cookies: admin, headers: site, payload });
    expect((await change({ assigneeId: esha?.id })).json<AdminEnquiry>().assignee).toEqual({
      id: esha?.id,
      name: 'Esha',
    });
    const refused = await change({ assigneeId: member?.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('assigneeId');
    expect((await change({ status: 'closed' })).json<AdminEnquiry>().status).toBe('closed');
    const [audit] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from operator_audit where subject = ${`enquiry:${id}`}`,
    );
    expect(audit?.n).toBe(3);
  });
});
