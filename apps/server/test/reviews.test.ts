import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

const review = {
  rating: 4,
  body: 'Lovely photography and a moving ending.',
  authorName: 'Ravi',
  authorEmail: 'ravi@example.com',
};

describe('reviews with moderation (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(() => t.close());

  const post = (slug: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/titles/${slug}/reviews`, payload });

  it('stores a review as pending: it is not shown until approved', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/titles/monsoon-letters/reviews' })).json();
    const response = await post('monsoon-letters', review);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ status: 'pending' });
    const stored = await t.database.db.execute(
      sql`select author_email, status from reviews where id = ${response.json().id}`,
    );
    expect(stored.rows[0]).toEqual({ author_email: 'ravi@example.com', status: 'pending' });
    const after = (await t.app.inject({ method: 'GET', url: '/api/titles/monsoon-letters/reviews' })).json();
    expect(after.total).toBe(before.total);
  });

  it('lists published reviews newest first, without any e-mail address', async () => {
    const [reviewed] = (
      await t.database.db.execute(sql`select t.slug from titles t join reviews r on r.title_id = t.id
      where r.status = 'published' group by t.slug order by count(*) desc limit 1`)
    ).rows as { slug: string }[];
    const response = await t.app.inject({ method: 'GET', url: `/api/titles/${reviewed?.slug}/reviews` });
    const page = response.json();
    expect(page.total).toBeGreaterThan(0);
    expect(Object.keys(page.items[0]).sort()).toEqual(['authorName', 'body', 'createdAt', 'id', 'rating']);
    expect(response.body).not.toContain('@');
    const dates = page.items.map((item: { createdAt: string }) => item.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it.each([
    [{ ...review, rating: 0 }, 'body.rating'],
    [{ ...review, rating: 6 }, 'body.rating'],
    [{ ...review, body: 'too short' }, 'body.body'],
    [{ ...review, authorName: '   ' }, 'body.authorName'],
    [{ ...review, authorEmail: 'not-an-email' }, 'body.authorEmail'],
  ])('rejects %j with 400 naming the field, and stores nothing', async (payload, field) => {
    const count = async () =>
      ((await t.database.db.execute(sql`select count(*)::int as n from reviews`)).rows[0] as { n: number }).n;
    const before = await count();
    const response = await post('the-salt-road', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((issue: { path: string }) => issue.path)).toContain(field);
    expect(await count()).toBe(before);
  });

  it('cannot review an A-rated title without being confirmed 18+, an unknown title, or one not out yet', async () => {
    const [adult] = (await t.database.db.execute(sql`select slug from titles where rating = 'A' limit 1`)).rows as {
      slug: string;
    }[];
    expect((await post(adult?.slug ?? '', review)).statusCode).toBe(403);
    expect((await post('no-such-title', review)).statusCode).toBe(404);
    const [upcoming] = (
      await t.database.db.execute(sql`select slug from titles where status = 'coming_soon' and rating <> 'A' limit 1`)
    ).rows as { slug: string }[];
    expect((await post(upcoming?.slug ?? '', review)).statusCode).toBe(409);
  });
});

describe('reviews published at once (REVIEWS_DEFAULT_STATUS=published)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true, env: { REVIEWS_DEFAULT_STATUS: 'published' } });
  });
  afterAll(() => t.close());

  it('shows the new review straight away, in the list and in the title\u2019s summary, even after they were cached', async () => {
    const detailBefore = (await t.app.inject({ method: 'GET', url: '/api/titles/tidewater' })).json();
    await t.app.inject({ method: 'GET', url: '/api/titles/tidewater/reviews' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/titles/tidewater/reviews',
      payload: { ...review, rating: 5 },
    });
    expect(response.json()).toMatchObject({ status: 'published' });
    const list = (await t.app.inject({ method: 'GET', url: '/api/titles/tidewater/reviews' })).json();
    expect(list.items[0]).toMatchObject({ authorName: 'Ravi', rating: 5 });
    const detailAfter = (await t.app.inject({ method: 'GET', url: '/api/titles/tidewater' })).json();
    expect(detailAfter.reviews.count).toBe(detailBefore.reviews.count + 1);
  });
});
