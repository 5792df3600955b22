import { sql } from 'drizzle-orm';
import type { VocabularyTerm, VocabularyTermInput } from '@reelhouse/contracts/vocabularies-admin';
import { rows, type Db } from '@reelhouse/db/database';
import { fieldError } from '../errors/app-error';

/**
 * Where a vocabulary lives: its table (slug, and `position` when it is ordered), its names per
 * language, and the link table that files things under it. Names are the schema's, never input.
 */
export interface VocabularyTables {
  table: string;
  translations: string;
  /** The translations' and links' column naming the term. */
  key: string;
  links: string;
  ordered: boolean;
}

/** One vocabulary's terms with their names and uses, added, renamed and removed. */
export class VocabularyRepository {
  constructor(
    private readonly db: Db,
    private readonly tables: VocabularyTables,
  ) {}

  list(): Promise<VocabularyTerm[]> {
    const { table, translations, key, links, ordered } = this.tables;
    return rows<VocabularyTerm>(
      this.db,
      sql`select x.slug,
                 (select coalesce(json_object_agg(n.lang, n.name), '{}'::json)
                    from ${sql.raw(translations)} n where n.${sql.raw(key)} = x.id) as names,
                 (select count(*)::int from ${sql.raw(links)} l where l.${sql.raw(key)} = x.id) as uses
            from ${sql.raw(table)} x order by ${sql.raw(ordered ? 'x.position, x.slug' : 'x.slug')}`,
    );
  }

  async create(slug: string, input: VocabularyTermInput): Promise<void> {
    const { table, ordered } = this.tables;
    const [created] = await rows<{ id: number }>(
      this.db,
      ordered
        ? sql`insert into ${sql.raw(table)} (slug, position)
              select ${slug}, coalesce(max(position), -1) + 1 from ${sql.raw(table)}
              on conflict do nothing returning id`
        : sql`insert into ${sql.raw(table)} (slug) values (${slug}) on conflict do nothing returning id`,
    );
    if (!created) throw fieldError('conflict', 'slug', 'Another one already has this slug.');
    await this.writeNames(created.id, input);
  }

  /** False when there is no such term. */
  async rename(slug: string, input: VocabularyTermInput): Promise<boolean> {
    const id = await this.idOf(slug);
    if (id === null) return false;
    const { translations, key } = this.tables;
    await this.db.execute(sql`delete from ${sql.raw(translations)} where ${sql.raw(key)} = ${id}`);
    await this.writeNames(id, input);
    return true;
  }

  /** Removes the term; what was filed under it stays, unfiled. False when there is none. */
  async remove(slug: string): Promise<boolean> {
    const gone = await rows<{ id: number }>(
      this.db,
      sql`delete from ${sql.raw(this.tables.table)} where slug = ${slug} returning id`,
    );
    return gone.length > 0;
  }

  private async idOf(slug: string): Promise<number | null> {
    const [row] = await rows<{ id: number }>(
      this.db,
      sql`select id from ${sql.raw(this.tables.table)} where slug = ${slug} for update`,
    );
    return row?.id ?? null;
  }

  private async writeNames(id: number, input: VocabularyTermInput): Promise<void> {
    const { translations, key } = this.tables;
    const values = Object.entries(input.names).map(([lang, name]) => sql`(${id}, ${lang}, ${name})`);
    await this.db.execute(
      sql`insert into ${sql.raw(translations)} (${sql.raw(key)}, lang, name) values ${sql.join(values, sql`, `)}`,
    );
  }
}
