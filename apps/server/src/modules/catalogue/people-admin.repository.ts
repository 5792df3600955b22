import { eq, sql, type SQL } from 'drizzle-orm';
import type { Language } from '@reelhouse/contracts/locales';
import type {
  AdminPerson,
  AdminPersonPage,
  AdminPersonRow,
  PersonListQuery,
  PersonTexts,
} from '@reelhouse/contracts/people-admin';
import { rows, type Db } from '@reelhouse/db/database';
import { people } from '@reelhouse/db/schema/people';
import { imageJson, matchScore, missingLanguages, normalizedQuery } from '../../platform/sql';

/** The columns of `people` an operator sets. */
export type PersonColumns = Pick<
  typeof people.$inferInsert,
  'slug' | 'name' | 'knownFor' | 'birthday' | 'birthPlace' | 'alsoKnownAs'
>;

const sortColumns: Record<PersonListQuery['sort'], SQL> = {
  name: sql`lower(p.name)`,
  credits: sql`credits`,
};

/** Operators' reads and writes of people; writes run on the caller's transaction. */
export class PeopleAdminRepository {
  constructor(private readonly db: Db) {}

  async list(query: PersonListQuery): Promise<AdminPersonPage> {
    const filters: SQL[] = [sql`true`];
    if (query.q) {
      const search = matchScore('p');
      filters.push(sql`(p.slug like ${`%${query.q.toLowerCase()}%`} or exists (
        select 1 from ${normalizedQuery(query.q)} where ${search.matches}))`);
    }
    if (query.knownFor) filters.push(sql`p.known_for = ${query.knownFor}`);
    const where = sql.join(filters, sql` and `);
    const direction = sql.raw(query.order);
    const items = await rows<AdminPersonRow>(
      this.db,
      sql`select p.slug, p.name, p.known_for as "knownFor", ${imageJson(sql`p.profile_image_id`)} as portrait,
                 (select count(*)::int from credits c where c.person_id = p.id) as credits,
                 ${missingLanguages('person_translations', 'person_id', 'p.id')} as "missingLanguages"
            from people p
           where ${where}
           order by ${sortColumns[query.sort]} ${direction}, lower(p.name), p.id
           limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
    );
    const [counted] = await rows<{ total: number }>(
      this.db,
      sql`select count(*)::int as total from people p where ${where}`,
    );
    return { items, page: query.page, pageSize: query.pageSize, total: counted?.total ?? 0 };
  }

  async detail(slug: string): Promise<(AdminPerson & { id: number }) | null> {
    const [person] = await rows<AdminPerson & { id: number }>(
      this.db,
      sql`select p.id, p.slug, p.name, p.known_for as "knownFor", to_char(p.birthday, 'YYYY-MM-DD') as birthday,
                 p.birth_place as "birthPlace", p.also_known_as as "alsoKnownAs",
                 (select coalesce(json_object_agg(pt.lang, json_build_object('designation', pt.designation,
                                                                             'biography', pt.biography)), '{}'::json)
                    from person_translations pt where pt.person_id = p.id) as translations,
                 ${imageJson(sql`p.profile_image_id`)} as portrait,
                 (select coalesce(json_agg(json_build_object(
                           'title', json_build_object('slug', t.slug, 'name', en.name),
                           'department', c.department, 'role', c.role) order by en.name, c.department, c.position), '[]'::json)
                    from credits c join titles t on t.id = c.title_id
                    join title_translations en on en.title_id = t.id and en.lang = 'en'
                   where c.person_id = p.id) as credits
            from people p where p.slug = ${slug}`,
    );
    return person ?? null;
  }

  /** The person with this slug, locked until the transaction ends. */
  async lock(slug: string): Promise<{ id: number; slug: string; name: string } | null> {
    const [row] = await rows<{ id: number; slug: string; name: string }>(
      this.db,
      sql`select id, slug, name from people where slug = ${slug} for update`,
    );
    return row ?? null;
  }

  async slugTaken(slug: string): Promise<boolean> {
    return (await rows(this.db, sql`select 1 from people where slug = ${slug}`)).length > 0;
  }

  async insert(columns: PersonColumns): Promise<number> {
    const [row] = await this.db.insert(people).values(columns).returning({ id: people.id });
    if (!row) throw new Error('person insert returned nothing');
    return row.id;
  }

  async update(id: number, columns: Partial<PersonColumns>): Promise<void> {
    if (Object.keys(columns).length > 0) await this.db.update(people).set(columns).where(eq(people.id, id));
  }

  /** Sets the texts sent; a language set to null loses its texts. */
  async writeTexts(id: number, texts: Partial<Record<Language, PersonTexts | null>>): Promise<void> {
    for (const [lang, text] of Object.entries(texts)) {
      if (text === null)
        await this.db.execute(sql`delete from person_translations where person_id = ${id} and lang = ${lang}`);
      else
        await this.db.execute(sql`insert into person_translations (person_id, lang, designation, biography)
                                  values (${id}, ${lang}, ${text.designation}, ${text.biography})
                                  on conflict (person_id, lang) do update
                                  set designation = excluded.designation, biography = excluded.biography`);
    }
  }

  async setPortrait(id: number, imageId: number): Promise<void> {
    await this.db.execute(sql`update people set profile_image_id = ${imageId} where id = ${id}`);
  }

  /**
   * Moves `from`'s credits to `into` (a credit `into` already has is not doubled), fills what
   * `into` lacks (dates, place, portrait, texts in a language) from `from`, and keeps `from`'s name
   * among `into`'s other names.
   */
  async mergeInto(from: { id: number; name: string }, into: { id: number; name: string }): Promise<void> {
    await this.db.execute(sql`update credits c set person_id = ${into.id}
                              where c.person_id = ${from.id} and not exists (
                                select 1 from credits d where d.person_id = ${into.id} and d.title_id = c.title_id
                                   and d.department = c.department and d.role = c.role)`);
    await this.db.execute(sql`insert into person_translations (person_id, lang, designation, biography)
                              select ${into.id}, lang, designation, biography from person_translations
                               where person_id = ${from.id} on conflict do nothing`);
    await this.db.execute(sql`update person_translations pt set biography = f.biography
                                from person_translations f
                               where pt.person_id = ${into.id} and pt.biography is null
                                 and f.person_id = ${from.id} and f.lang = pt.lang`);
    await this.db.execute(sql`update people p set
        birthday = coalesce(p.birthday, f.birthday),
        birth_place = coalesce(p.birth_place, f.birth_place),
        profile_image_id = coalesce(p.profile_image_id, f.profile_image_id),
        height_cm = coalesce(p.height_cm, f.height_cm),
        also_known_as = array(select distinct n from unnest(p.also_known_as || f.also_known_as || array[f.name]) n
                               where n <> p.name order by n)
      from people f where p.id = ${into.id} and f.id = ${from.id}`);
  }

  /** Deletes the person; their credits and texts go with them (foreign keys cascade). */
  async remove(id: number): Promise<void> {
    await this.db.execute(sql`delete from people where id = ${id}`);
  }
}
