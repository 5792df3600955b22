import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailQueueSettled } from './support/mail-queue';
import { createTestApp, type TestApp } from './support/test-app';

interface OutboxMail {
  subject: string;
  text: string;
  unsubscribeUrl: string | null;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_ORIGIN: 'https://tv.example' } });
});
afterAll(() => t.close());

const outbox = async (to: string): Promise<OutboxMail[]> =>
  (await t.app.inject({ method: 'GET', url: `/api/dev/mail-outbox?to=${encodeURIComponent(to)}` })).json().items;
const signUp = (email: string, extra: object = {}, remoteAddress = '198.51.100.7', lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: `/api/newsletter/subscriptions?lang=${lang}`,
    payload: { email, ...extra },
    remoteAddress,
  });
const status = async (email: string) =>
  (await t.database.db.execute(sql`select status from newsletter_subscribers where lower(email) = lower(${email})`))
    .rows[0]?.status;
/** The query of the first link in a mail that leads to `path`. */
const linkIn = (mail: OutboxMail | undefined, path: string) => {
  const found = mail?.text.split(/\s+/).find((word) => word.startsWith(`https://tv.example${path}?`));
  if (!found) throw new Error(`no ${path} link in: ${mail?.text}`);
  return Object.fromEntries(new URL(found).searchParams);
};
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

describe('newsletter double opt-in', () => {
  it('subscribes only once the mailed link is confirmed, and welcomes once', async () => {
    const response = await signUp('Reader@Example.com', { source: 'blog' }, '198.51.100.7', 'de');
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ status: 'confirmation_sent' });
    expect(await status('reader@example.com')).toBe('pending');

    await expect.poll(async () => (await outbox('reader@example.com')).length).toBe(1);
    const [confirmation] = await outbox('reader@example.com');
    expect(confirmation?.subject).toBe('Bestätigen Sie Ihr Abonnement des Reelhouse-Newsletters');
    expect(confirmation?.unsubscribeUrl).toMatch(
      /^https:\/\/tv\.example\/api\/newsletter\/one-click-unsubscribe\?id=\d+&token=/,
    );
    const link = linkIn(confirmation, '/newsletter/confirm');

    const forged = await post('/api/newsletter/confirmations', { ...link, token: 'A'.repeat(43) });
    expect(forged.statusCode).toBe(403);
    const moved = await post('/api/newsletter/confirmations', { ...link, expires: Number(link.expires) + 1 });
    expect(moved.statusCode).toBe(403);
    expect(await status('reader@example.com')).toBe('pending');

    const confirmed = await post('/api/newsletter/confirmations', link);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ status: 'confirmed' });
    expect(await status('reader@example.com')).toBe('confirmed');
    expect((await post('/api/newsletter/confirmations', link)).statusCode).toBe(200);
    await expect.poll(async () => (await outbox('reader@example.com')).length).toBe(2);
    const [welcome] = await outbox('reader@example.com');
    expect(welcome?.subject).toBe('Sie haben den Reelhouse-Newsletter abonniert');
    // No second welcome for the second click, and nothing for signing up again while subscribed.
    expect((await signUp('reader@example.com')).statusCode).toBe(202);
    await mailQueueSettled(t);
    expect(await outbox('reader@example.com')).toHaveLength(2);
  });

  it('lets any mail’s unsubscribe link, or the mail client’s one-click button, take the address off', async () => {
    const [welcome] = await outbox('reader@example.com');
    const leave = linkIn(welcome, '/newsletter/unsubscribe');
    expect((await post('/api/newsletter/unsubscriptions', { id: leave.id, token: 'B'.repeat(43) })).statusCode).toBe(
      403,
    );
    const left = await post('/api/newsletter/unsubscriptions', leave);
    expect(left.json()).toEqual({ status: 'unsubscribed' });
    expect(await status('reader@example.com')).toBe('unsubscribed');

    // Signing up again starts over with a new confirmation.
    await signUp('reader@example.com', {}, '198.51.100.8');
    expect(await status('reader@example.com')).toBe('pending');
    await expect.poll(async () => (await outbox('reader@example.com')).length).toBe(3);
    const [again] = await outbox('reader@example.com');
    await post('/api/newsletter/confirmations', linkIn(again, '/newsletter/confirm'));
    expect(await status('reader@example.com')).toBe('confirmed');

    const oneClick = new URL(again?.unsubscribeUrl ?? '');
    const response = await t.app.inject({
      method: 'POST',
      url: `${oneClick.pathname}${oneClick.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect(await status('reader@example.com')).toBe('unsubscribed');
  });

  it('names a wrong address, drops robots alike and limits sign-ups per client and per mailbox', async () => {
    const bad = await signUp('not-an-address');
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { errors: { path: string }[] }).errors.map((error) => error.path)).toEqual(['body.email']);

    const robot = await signUp('robot@example.com', { website: 'https://spam.example' }, '198.51.100.20');
    expect(robot.statusCode).toBe(202);
    expect(await status('robot@example.com')).toBeUndefined();

    for (let i = 0; i < 5; i++)
      expect((await signUp(`many${i}@example.com`, {}, '198.51.100.30')).statusCode).toBe(202);
    const refused = await signUp('many9@example.com', {}, '198.51.100.30');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    // Someone else's mailbox gets at most three confirmation mails a day, whoever asks.
    for (const address of ['198.51.100.40', '198.51.100.41', '198.51.100.42', '198.51.100.43']) {
      expect((await signUp('victim@example.com', {}, address)).statusCode).toBe(202);
    }
    await mailQueueSettled(t);
    await expect.poll(async () => (await outbox('victim@example.com')).length).toBe(3);
  });

  it('answers 404 for a signed link to an address that is gone, and 400 for a malformed one', async () => {
    await signUp('gone@example.com', {}, '198.51.100.50');
    await expect.poll(async () => (await outbox('gone@example.com')).length).toBe(1);
    const [mail] = await outbox('gone@example.com');
    await t.database.db.execute(sql`delete from newsletter_subscribers where email = 'gone@example.com'`);
    expect((await post('/api/newsletter/confirmations', linkIn(mail, '/newsletter/confirm'))).statusCode).toBe(404);
    expect((await post('/api/newsletter/unsubscriptions', { id: 'x', token: 'short' })).statusCode).toBe(400);
  });
});
