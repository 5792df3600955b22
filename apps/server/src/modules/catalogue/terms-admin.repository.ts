import { sql, type SQL } from 'drizzle-orm';
import type { Language } from '@reelhouse/contracts/locales';
import type { AdminTerm, AdminTermPage, TermKind, TermListQuery, TermUsage } from '@reelhouse/contracts/terms-admin';
import { rows, type Db } from '@reelhouse/db/database';
import { missingLanguages } from '../../platform/sql';

/** Where each vocabulary lives: its table, its names, its links to titles, and the rail rule that names it. */
const shapes = {
  genres: { table: 'genres', names: 'genre_translations', key: 'genre_id', links: 'title_genres', rule: 'genre' },
  tags: { table: 'tags', names: 'tag_translations', key: 'tag_id', links: 'title_tags', rule: 'tag' },
} as const;

export interface TermRow {
  id: number;
  slug: string;
  type: AdminTerm['type'];
}

/**
 * Operators' reads and writes of genres and tags, one class for both: they differ only in their
 * tables, and genres alone have a type. Writes run on the caller's transaction.
 */
export class TermsAdminRepository {
  private readonly shape;
  private readonly t;

  constructor(
    private readonly db: Db,
    readonly kind: TermKind,
  ) {
    this.shape = shapes[kind];
    const raw = (name: string) => sql.raw(name);
    this.t = {
      table: raw(this.shape.table),
      names: raw(this.shape.names),
      key: raw(this.shape.key),
      links: raw(this.shape.links),
      type: kind === 'genres' ? sql`g.type` : sql`null`,
    };
  }

  /** Whether rail `r`'s rule shows this term's titles (the rail's params name it by slug). */
  private railNames(slug: SQL): SQL {
    return sql`r.rule = ${this.shape.rule} and r.params ->> ${this.shape.rule} = ${slug}`;
  }

  async list(query: TermListQuery): Promise<AdminTermPage> {
    const { t } = this;
    const filters: SQL[] = [sql`true`];
    if (query.q) {
      const pattern = `%${query.q.toLowerCase()}%`;
      filters.push(sql`(g.slug like ${pattern} or exists (select 1 from ${t.names} n
                          where n.${t.key} = g.id and lower(n.name) like ${pattern}))`);
    }
    if (query.type && this.kind === 'genres') filters.push(sql`g.type = ${query.type}`);
    const where = sql.join(filters, sql` and `);
    const direction = sql.raw(query.order);
    const order = query.sort === 'titles' ? sql`titles ${direction}, lower(en.name)` : sql`lower(en.name) ${direction}`;
    const items = await rows<AdminTerm>(
      this.db,
      sql`select ${this.columns()}
            from ${t.table} g join ${t.names} en on en.${t.key} = g.id and en.lang = 'en'
           where ${where}
           order by ${order}, g.id
           limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
    );
    const [counted] = await rows<{ total: number }>(
      this.db,
      sql`select count(*)::int as total from ${t.table} g where ${where}`,
    );
    return { items, page: query.page, pageSize: query.pageSize, total: counted?.total ?? 0 };
  }

  async detail(slug: string): Promise<AdminTerm | null> {
    const [term] = await rows<AdminTerm>(
      this.db,
      sql`select ${this.columns()} from ${this.t.table} g where g.slug = ${slug}`,
    );
    return term ?? null;
  }

  private columns(): SQL {
    const { t } = this;
    return sql`g.slug, ${t.type} as type,
      (select json_object_agg(n.lang, n.name) from ${t.names} n where n.${t.key} = g.id) as names,
      ${missingLanguages(this.shape.names, this.shape.key, 'g.id')} as "missingLanguages",
      (select count(*)::int from ${t.links} l where l.${t.key} = g.id) as titles,
      (select count(*)::int from rails r where ${this.railNames(sql`g.slug`)}) as rails`;
  }

  /** The titles (the first 20 by English name, and how many in all) and rails that use the term. */
  async usage(id: number, slug: string): Promise<TermUsage> {
    const { t } = this;
    const [titles] = await rows<TermUsage['titles']>(
      this.db,
      sql`select (select count(*)::int from ${t.links} l where l.${t.key} = ${id}) as total,
                 (select coalesce(json_agg(json_build_object('slug', x.slug, 'name', x.name) order by x.name), '[]'::json)
                    from (select ti.slug, en.name from ${t.links} l join titles ti on ti.id = l.title_id
                            join title_translations en on en.title_id = ti.id and en.lang = 'en'
                           where l.${t.key} = ${id} order by en.name limit 20) x) as first`,
    );
    const rails = await rows<TermUsage['rails'][number]>(
      this.db,
      sql`select r.id, r.placement, coalesce(en.name, r.slug) as name
            from rails r left join rail_translations en on en.rail_id = r.id and en.lang = 'en'
           where ${this.railNames(sql`${slug}`)}
           order by r.placement, r.position`,
    );
    return { titles: titles ?? { total: 0, first: [] }, rails };
  }

  /** The term with this slug, locked until the transaction ends. */
  async lock(slug: string): Promise<TermRow | null> {
    const [row] = await rows<TermRow>(
      this.db,
      sql`select g.id, g.slug, ${this.t.type} as type from ${this.t.table} g where g.slug = ${slug} for update`,
    );
    return row ?? null;
  }

  async slugTaken(slug: string): Promise<boolean> {
    const found = await rows(this.db, sql`select 1 from ${this.t.table} where slug = ${slug}`);
    return found.length > 0;
  }

  async insert(slug: string, type: AdminTerm['type']): Promise<number> {
    const [row] = await rows<{ id: number }>(
      this.db,
      this.kind === 'genres'
        ? sql`insert into genres (slug, type, position)
              values (${slug}, ${type}, (select coalesce(max(position), 0) + 1 from genres)) returning id`
        : sql`insert into tags (slug) values (${slug}) returning id`,
    );
    if (!row) throw new Error(`${this.kind} insert returned nothing`);
    return row.id;
  }

  async update(id: number, columns: { slug?: string; type?: AdminTerm['type'] }, oldSlug: string): Promise<void> {
    if (columns.slug !== undefined && columns.slug !== oldSlug) {
      await this.db.execute(sql`update ${this.t.table} set slug = ${columns.slug} where id = ${id}`);
      // Rails name their term by slug: they follow the rename.
      await this.repointRails(oldSlug, columns.slug);
    }
    if (columns.type && this.kind === 'genres')
      await this.db.execute(sql`update genres set type = ${columns.type} where id = ${id}`);
  }

  /** Sets the names sent; a language set to null loses its name. */
  async writeNames(id: number, names: Partial<Record<Language, string | null>>): Promise<void> {
    const { t } = this;
    for (const [lang, name] of Object.entries(names)) {
      if (name === null) await this.db.execute(sql`delete from ${t.names} where ${t.key} = ${id} and lang = ${lang}`);
      else
        await this.db.execute(sql`insert into ${t.names} (${t.key}, lang, name) values (${id}, ${lang}, ${name})
                                  on conflict (${t.key}, lang) do update set name = excluded.name`);
    }
  }

  /** Files the term's titles under `into` as well (once each), and points its rails there. */
  async moveUses(from: TermRow, into: TermRow): Promise<void> {
    const { t } = this;
    await this.db.execute(sql`insert into ${t.links} (title_id, ${t.key})
                              select title_id, ${into.id} from ${t.links} where ${t.key} = ${from.id}
                              on conflict do nothing`);
    await this.repointRails(from.slug, into.slug);
  }

  private async repointRails(from: string, to: string): Promise<void> {
    const rule = this.shape.rule;
    await this.db.execute(sql`update rails set params = jsonb_set(params, ${`{${rule}}`}, to_jsonb(${to}::text))
                              where rule = ${rule} and params ->> ${rule} = ${from}`);
  }

  /**
   * Deletes the term; its title links and names go with it (foreign keys cascade), and so do the
   * rails that showed its titles, which would stay empty forever.
   */
  async remove(term: TermRow): Promise<void> {
    await this.db.execute(sql`delete from rails r where ${this.railNames(sql`${term.slug}`)}`);
    await this.db.execute(sql`delete from ${this.t.table} where id = ${term.id}`);
  }
}
