import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TitleDetail } from '@reelhouse/contracts/catalogue';
import type { AdminPerson, AdminPersonPage } from '@reelhouse/contracts/people-admin';
import type { AdminTerm, AdminTermPage, TermUsage } from '@reelhouse/contracts/terms-admin';
import type { ConsoleSearch } from '@reelhouse/contracts/console-search';
import { rows } from '@reelhouse/db/database';
import { signIn, site } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

/** People, genres and tags from the console: made, renamed, merged and deleted, saying what they touch. */
let t: TestApp;
let editor: { rh_session: string };
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  editor = await signIn(t.app, '+919876544101');
  await t.database.db.execute(sql`update users set role = 'editor' where mobile = '+919876544101'`);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, cookies: editor, headers: site, ...(payload === undefined ? {} : { payload }) });
const auditOf = (action: string) =>
  rows<{ details: Record<string, unknown> }>(
    t.database.db,
    sql`select details from operator_audit where action = ${action} order by id desc`,
  );
/** A published title with cast, and one of its actors, as viewers see them. */
async function creditedActor() {
  const [row] = await rows<{ title: string; person: string }>(
    t.database.db,
    sql`select t.slug as title, p.slug as person from credits c join titles t on t.id = c.title_id
          join people p on p.id = c.person_id where t.status = 'published' and c.department = 'acting'
         order by c.id limit 1`,
  );
  if (!row) throw new Error('the demo seed has no credited actor');
  return row;
}
const viewerTitle = async (slug: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/titles/${slug}` })).json<TitleDetail>();

describe('people', () => {
  it('adds a person in two languages, finds them, and refuses a slug already taken', async () => {
    const created = await call('POST', '/api/admin/people', {
      name: 'Noor Haddad',
      knownFor: 'directing',
      birthday: '1981-04-02',
      translations: { en: { designation: 'Director', biography: 'Makes quiet films.' }, ar: { designation: 'مخرجة' } },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<AdminPerson>()).toMatchObject({
      slug: 'noor-haddad',
      knownFor: 'directing',
      translations: { ar: { designation: 'مخرجة', biography: null } },
      credits: [],
    });
    const found = (await call('GET', '/api/admin/people?q=noor%20hadad')).json<AdminPersonPage>();
    expect(found.items[0]).toMatchObject({ slug: 'noor-haddad', credits: 0, missingLanguages: ['gr', 'fr', 'de'] });
    const again = await call('POST', '/api/admin/people', {
      name: 'Noor Haddad',
      translations: { en: { designation: 'Actor' } },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errors: [{ path: 'body.slug' }] });
    const noEnglish = await call('POST', '/api/admin/people', {
      name: 'X',
      translations: { fr: { designation: 'Y' } },
    });
    expect(noEnglish.statusCode).toBe(400);
    expect(noEnglish.body).toContain('translations.en');
  });

  it('edits a credited person and viewers see the new name on the title at once, with the change audited', async () => {
    const { title, person } = await creditedActor();
    await viewerTitle(title); // cached now
    const changed = await call('PATCH', `/api/admin/people/${person}`, {
      name: 'Renamed Person',
      translations: { fr: { designation: 'Acteur', biography: 'Nouvelle biographie.' } },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const cast = (await viewerTitle(title)).credits.flatMap((group) => group.people);
    expect(cast.map((member) => member.name)).toContain('Renamed Person');
    const [line] = await auditOf('person.update');
    expect(line?.details).toMatchObject({ name: { after: 'Renamed Person' } });
  });

  it('takes a square portrait and refuses what is not a picture', async () => {
    const png = await sharp({ create: { width: 600, height: 900, channels: 3, background: '#884422' } })
      .png()
      .toBuffer();
    const answer = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/people/noor-haddad/portrait',
      cookies: editor,
      headers: { ...site, 'content-type': 'image/png' },
      payload: png,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<AdminPerson>().portrait).toMatchObject({ width: 480, height: 480 });
    const text = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/people/noor-haddad/portrait',
      cookies: editor,
      headers: { ...site, 'content-type': 'image/png' },
      payload: Buffer.from('not a picture'),
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ errors: [{ path: 'body.portrait' }] });
  });

  it('merges a duplicate: credits move once, missing details are filled in, the duplicate is gone', async () => {
    const { title, person } = await creditedActor();
    const duplicate = (
      await call('POST', '/api/admin/people', {
        name: 'Renamed P.',
        birthPlace: 'Kochi',
        translations: { en: { designation: 'Actor' } },
      })
    ).json<AdminPerson>();
    // The duplicate holds the same credit as the person, and one of its own.
    await t.database.db.execute(sql`
      insert into credits (title_id, person_id, department, role, position)
      select c.title_id, (select id from people where slug = ${duplicate.slug}), c.department, c.role, 9
        from credits c join people p on p.id = c.person_id where p.slug = ${person} and c.department = 'acting'
       limit 1`);
    await t.database.db.execute(sql`
      insert into credits (title_id, person_id, department, role, position)
      select t.id, (select id from people where slug = ${duplicate.slug}), 'writing', 'Writer', 0
        from titles t where t.slug = ${title}`);
    const before = (await call('GET', `/api/admin/people/${person}`)).json<AdminPerson>();

    const merged = await call('POST', `/api/admin/people/${duplicate.slug}/merge`, { into: person });
    expect(merged.statusCode, merged.body).toBe(200);
    const after = merged.json<AdminPerson>();
    expect(after.credits).toHaveLength(before.credits.length + 1);
    expect(after.credits).toContainEqual(expect.objectContaining({ department: 'writing', role: 'Writer' }));
    expect(after.alsoKnownAs).toContain('Renamed P.');
    expect(after.birthPlace).toBe(before.birthPlace ?? 'Kochi');
    expect((await call('GET', `/api/admin/people/${duplicate.slug}`)).statusCode).toBe(404);
    const self = await call('POST', `/api/admin/people/${person}/merge`, { into: person });
    expect(self.statusCode).toBe(422);
    const nowhere = await call('POST', `/api/admin/people/${person}/merge`, { into: 'nobody-at-all' });
    expect(nowhere.json()).toMatchObject({ errors: [{ path: 'body.into' }] });
  });

  it('deletes a person with their credits; viewers no longer find them', async () => {
    const { title, person } = await creditedActor();
    expect((await call('DELETE', `/api/admin/people/${person}`)).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/api/people/${person}` })).statusCode).toBe(404);
    const cast = (await viewerTitle(title)).credits.flatMap((group) => group.people);
    expect(cast.map((member) => member.slug)).not.toContain(person);
    const [line] = await auditOf('person.delete');
    expect(line?.details).toMatchObject({ slug: person });
  });
});

describe('genres and tags', () => {
  it('creates a genre in two languages, lists it by name, and asks for its type', async () => {
    const created = await call('POST', '/api/admin/genres', {
      type: 'movie',
      names: { en: 'Slow Cinema', ar: 'سينما بطيئة' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<AdminTerm>()).toMatchObject({ slug: 'slow-cinema', type: 'movie', titles: 0, rails: 0 });
    const listed = (await call('GET', '/api/admin/genres?q=slow')).json<AdminTermPage>();
    expect(listed.items.map((genre) => genre.slug)).toEqual(['slow-cinema']);
    const untyped = await call('POST', '/api/admin/genres', { names: { en: 'Typeless' } });
    expect(untyped.statusCode).toBe(400);
    expect(untyped.json()).toMatchObject({ errors: [{ path: 'body.type' }] });
  });

  it('says where a tag is used, follows a renamed slug in its rail, and deleting it takes its rail away', async () => {
    const [tag] = await rows<{ slug: string }>(
      t.database.db,
      sql`select tg.slug from tags tg where exists (select 1 from title_tags x where x.tag_id = tg.id) order by tg.id limit 1`,
    );
    if (!tag) throw new Error('the demo seed has no tag in use');
    const rail = await call('POST', '/api/admin/rails', {
      placement: 'home',
      names: { en: 'Tagged' },
      rule: 'tag',
      params: { tag: tag.slug },
      size: 6,
    });
    expect(rail.statusCode, rail.body).toBe(200);
    const usage = (await call('GET', `/api/admin/tags/${tag.slug}/usage`)).json<TermUsage>();
    expect(usage.titles.total).toBeGreaterThan(0);
    expect(usage.rails).toEqual([expect.objectContaining({ placement: 'home', name: 'Tagged' })]);

    const renamed = await call('PATCH', `/api/admin/tags/${tag.slug}`, {
      slug: 'renamed-tag',
      names: { de: 'Umbenannt' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<AdminTerm>()).toMatchObject({ slug: 'renamed-tag', rails: 1, names: { de: 'Umbenannt' } });
    const railNow = await rows<{ params: { tag?: string } }>(
      t.database.db,
      sql`select params from rails where id = ${usage.rails[0]?.id}`,
    );
    expect(railNow[0]?.params.tag).toBe('renamed-tag');

    expect((await call('DELETE', '/api/admin/tags/renamed-tag')).statusCode).toBe(204);
    expect(await rows(t.database.db, sql`select 1 from rails where id = ${usage.rails[0]?.id}`)).toHaveLength(0);
    const [line] = await auditOf('tag.delete');
    expect(line?.details).toMatchObject({ slug: 'renamed-tag', titles: usage.titles.total });
  });

  it('merges a genre into another: its titles are filed there once, and it is gone', async () => {
    const [pair] = await rows<{ from: string; into: string; fromTitles: number; intoTitles: number; both: number }>(
      t.database.db,
      sql`select a.slug as from, b.slug as into,
                 (select count(*)::int from title_genres where genre_id = a.id) as "fromTitles",
                 (select count(*)::int from title_genres where genre_id = b.id) as "intoTitles",
                 (select count(*)::int from title_genres x join title_genres y on x.title_id = y.title_id
                   where x.genre_id = a.id and y.genre_id = b.id) as both
            from genres a join genres b on a.type = b.type and a.id < b.id
           where exists (select 1 from title_genres where genre_id = a.id)
           order by a.id, b.id limit 1`,
    );
    if (!pair) throw new Error('the demo seed has no two genres of a type');
    const merged = await call('POST', `/api/admin/genres/${pair.from}/merge`, { into: pair.into });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json<AdminTerm>().titles).toBe(pair.intoTitles + pair.fromTitles - pair.both);
    expect((await call('GET', `/api/admin/genres/${pair.from}`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/titles?genre=${pair.into}&limit=50` })).statusCode).toBe(
      200,
    );
  });

  it('refuses a name too long and removing the English name, changing nothing', async () => {
    const long = await call('PATCH', '/api/admin/genres/slow-cinema', { names: { fr: 'x'.repeat(61) } });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('names.fr');
    const noEnglish = await call('PATCH', '/api/admin/genres/slow-cinema', { names: { en: null } });
    expect(noEnglish.statusCode).toBe(400);
    const genre = (await call('GET', '/api/admin/genres/slow-cinema')).json<AdminTerm>();
    expect(genre.names).toEqual({ en: 'Slow Cinema', ar: 'سينما بطيئة' });
  });
});

describe('the console search box', () => {
  it('finds titles in any status and people by name in any language, and refuses an empty search', async () => {
    const draft = await call('POST', '/api/admin/titles', {
      kind: 'movie',
      rating: 'U',
      translations: { en: { name: 'Quiet Harbour Lights' }, ar: { name: 'أضواء المرفأ الهادئ' } },
    });
    expect(draft.statusCode, draft.body).toBe(201);
    const byArabic = await call('GET', `/api/admin/search?q=${encodeURIComponent('المرفأ')}`);
    expect(byArabic.statusCode, byArabic.body).toBe(200);
    expect(byArabic.json<ConsoleSearch>().titles).toEqual([
      expect.objectContaining({ slug: 'quiet-harbour-lights', status: 'draft' }),
    ]);
    const person = (await call('GET', '/api/admin/search?q=noor')).json<ConsoleSearch>();
    expect(person.people.map((found) => found.slug)).toContain('noor-haddad');
    expect((await call('GET', '/api/admin/search?q=%20')).statusCode).toBe(400);
    const visitor = await t.app.inject({ method: 'GET', url: '/api/admin/search?q=noor' });
    expect(visitor.statusCode).toBe(401);
  });
});
