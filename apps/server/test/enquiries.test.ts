import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailQueueSettled } from './support/mail-queue';
import { createTestApp, type TestApp } from './support/test-app';

const enquiry = {
  name: 'Meera Iyer',
  email: 'meera@example.com',
  message: 'Can I watch on two phones at once with the Basic plan?',
};

const storedEnquiries = async (t: TestApp) =>
  (await t.database.db.execute(sql`select name, email, language, ip from enquiries order by id`)).rows;

const outbox = async (t: TestApp, to: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/dev/mail-outbox?to=${encodeURIComponent(to)}` })).json().items as {
    subject: string;
    text: string;
    replyTo: string | null;
    to: string;
  }[];

describe('POST /api/send-enquiry/', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps the enquiry, mails it to the operator and confirms it to the sender in their language', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/send-enquiry/?lang=fr',
      payload: enquiry,
      remoteAddress: '198.51.100.20',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { received: true } });
    expect(await storedEnquiries(t)).toEqual([
      { name: 'Meera Iyer', email: 'meera@example.com', language: 'fr', ip: '198.51.100.20' },
    ]);

    await expect.poll(async () => (await outbox(t, 'support@reelhouse.example')).length).toBe(1);
    const [toOperator] = await outbox(t, 'support@reelhouse.example');
    expect(toOperator).toMatchObject({ replyTo: 'meera@example.com' });
    expect(toOperator?.subject).toMatch(/^\[Reelhouse\] Enquiry #\d+ from Meera Iyer$/);
    expect(toOperator?.text).toContain(enquiry.message);

    await expect.poll(async () => (await outbox(t, 'Meera@Example.com')).length).toBe(1);
    const [confirmation] = await outbox(t, 'meera@example.com');
    expect(confirmation?.subject).toBe('Nous avons bien reçu votre message — Reelhouse');
    expect(confirmation?.text).toContain('Bonjour Meera Iyer,');
    expect(confirmation?.text).toContain(`> ${enquiry.message}`);
  });

  it('names every wrong field and keeps nothing', async () => {
    const before = (await storedEnquiries(t)).length;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/send-enquiry/',
      payload: { name: '  ', email: 'meera-at-example', message: 'Hi' },
      remoteAddress: '198.51.100.21',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    const paths = (response.json().errors as { path: string }[]).map((issue) => issue.path).sort();
    expect(paths).toEqual(['body.email', 'body.message', 'body.name']);
    expect(await storedEnquiries(t)).toHaveLength(before);
  });

  it('answers a filled hidden field like any other, but keeps and sends nothing', async () => {
    const before = (await storedEnquiries(t)).length;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/send-enquiry/',
      payload: { ...enquiry, email: 'robot@example.com', website: 'http://spam.example' },
      remoteAddress: '198.51.100.22',
    });
    expect(response.statusCode).toBe(200);
    expect(await storedEnquiries(t)).toHaveLength(before);
    await mailQueueSettled(t);
    expect(await outbox(t, 'robot@example.com')).toEqual([]);
  });

  it('takes at most five messages an hour from one address', async () => {
    const send = (remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/send-enquiry/', payload: enquiry, remoteAddress });
    for (let sent = 0; sent < 5; sent++) expect((await send('198.51.100.23')).statusCode).toBe(200);
    const refused = await send('198.51.100.23');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send('198.51.100.24')).statusCode).toBe(200);
  });
});

describe('mail through SMTP', () => {
  const received: { from: string; to: string[]; data: string }[] = [];
  let smtp: SMTPServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            data,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    t = await createTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Reelhouse <hello@reelhouse.example>' },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('delivers the operator’s copy and the confirmation to the SMTP server', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/send-enquiry/?lang=de', payload: enquiry });
    expect(response.statusCode).toBe(200);
    await expect.poll(() => received.length, { timeout: 10_000 }).toBe(2);
    expect(received.every((mail) => mail.from === 'hello@reelhouse.example')).toBe(true);
    const toSender = received.find((mail) => mail.to.includes('meera@example.com'));
    expect(toSender?.data).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(received.find((mail) => mail.to.includes('support@reelhouse.example'))?.data).toMatch(
      /^Reply-To: meera@example\.com/m,
    );
  });

  it('gives list mails (the newsletter) a one-click List-Unsubscribe, and other mails none', async () => {
    expect(received.some((mail) => /^List-Unsubscribe/im.test(mail.data))).toBe(false);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscriptions',
      payload: { email: 'listener@example.com' },
    });
    expect(response.statusCode).toBe(202);
    await expect.poll(() => received.filter((mail) => mail.to.includes('listener@example.com')).length).toBe(1);
    const mail = received.find((item) => item.to.includes('listener@example.com'))?.data ?? '';
    // The header may be folded onto the next line (RFC 5322).
    expect(mail).toMatch(
      /^List-Unsubscribe:\s+<http:\/\/localhost:8080\/api\/newsletter\/one-click-unsubscribe\?id=\d+&token=[\w-]+>/m,
    );
    expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
  });

  it('has no outbox to read', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/mail-outbox' })).statusCode).toBe(404);
  });
});
