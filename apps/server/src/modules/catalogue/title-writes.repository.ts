import { and, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { ArtworkKind, TitleTexts } from '@reelhouse/contracts/catalogue-admin';
import type { Language } from '@reelhouse/contracts/locales';
import { rows, type Db } from '@reelhouse/db/database';
import {
  awards,
  genres,
  tags,
  titleGenres,
  titleLinks,
  titles,
  titleTags,
  titleTranslations,
} from '@reelhouse/db/schema/catalogue';
import { credits, people } from '@reelhouse/db/schema/people';

export type TitleRow = typeof titles.$inferSelect;
type CreditRow = typeof credits.$inferSelect;
/** The columns of `titles` an operator sets (ids of pictures and counters are not among them). */
export type TitleColumns = Pick<
  typeof titles.$inferInsert,
  | 'slug'
  | 'kind'
  | 'rating'
  | 'ratingReason'
  | 'accessTier'
  | 'status'
  | 'publishAt'
  | 'availableAt'
  | 'leavingAt'
  | 'releaseDate'
  | 'runtimeMinutes'
  | 'audioLanguages'
  | 'trailerUrl'
>;

const termTables = { genres, tags } as const;

/** Operators' writes to titles, on the caller's transaction: the row, its texts and its genres and tags. */
export class TitleWritesRepository {
  constructor(private readonly db: Db) {}

  /** The title with this slug, locked until the transaction ends. */
  async lock(slug: string): Promise<TitleRow | null> {
    const [row] = await this.db.select().from(titles).where(eq(titles.slug, slug)).for('update');
    return row ?? null;
  }

  async slugTaken(slug: string, exceptId?: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: titles.id })
      .from(titles)
      .where(and(eq(titles.slug, slug), exceptId === undefined ? undefined : ne(titles.id, exceptId)));
    return row !== undefined;
  }

  /** Ids of genres or tags by slug; a slug that names none is left out of the map. */
  async termIds(kind: keyof typeof termTables, slugs: readonly string[]): Promise<Map<string, number>> {
    if (slugs.length === 0) return new Map();
    const terms = termTables[kind];
    const found = await this.db
      .select({ id: terms.id, slug: terms.slug })
      .from(terms)
      .where(inArray(terms.slug, [...slugs]));
    return new Map(found.map((term) => [term.slug, term.id]));
  }

  async insert(columns: TitleColumns): Promise<number> {
    const [row] = await this.db.insert(titles).values(columns).returning({ id: titles.id });
    if (!row) throw new Error('title insert returned nothing');
    return row.id;
  }

  async update(id: number, columns: Partial<TitleColumns>): Promise<void> {
    await this.db
      .update(titles)
      .set({ ...columns, updatedAt: sql`now()` })
      .where(eq(titles.id, id));
  }

  /** Writes the texts of the languages given; a language given as null loses its texts. */
  async writeTexts(id: number, texts: Partial<Record<Language, TitleTexts | null>>): Promise<void> {
    for (const [lang, text] of Object.entries(texts)) {
      if (text === null) {
        await this.db
          .delete(titleTranslations)
          .where(and(eq(titleTranslations.titleId, id), eq(titleTranslations.lang, lang)));
      } else if (text) {
        await this.db
          .insert(titleTranslations)
          .values({ titleId: id, lang, ...text })
          .onConflictDoUpdate({ target: [titleTranslations.titleId, titleTranslations.lang], set: text });
      }
    }
  }

  /** Replaces the title's genres with these. */
  async setGenres(id: number, genreIds: readonly number[]): Promise<void> {
    await this.db.delete(titleGenres).where(eq(titleGenres.titleId, id));
    if (genreIds.length > 0)
      await this.db.insert(titleGenres).values(genreIds.map((genreId) => ({ titleId: id, genreId })));
  }

  /** Replaces the title's tags with these. */
  async setTags(id: number, tagIds: readonly number[]): Promise<void> {
    await this.db.delete(titleTags).where(eq(titleTags.titleId, id));
    if (tagIds.length > 0) await this.db.insert(titleTags).values(tagIds.map((tagId) => ({ titleId: id, tagId })));
  }

  /** Shows this image as the title's poster, backdrop or logo. */
  async setArtwork(id: number, kind: ArtworkKind, imageId: number): Promise<void> {
    const column = { poster: 'posterImageId', backdrop: 'backdropImageId', logo: 'logoImageId' } as const;
    await this.db
      .update(titles)
      .set({ [column[kind]]: imageId, updatedAt: sql`now()` })
      .where(eq(titles.id, id));
  }

  /** Replaces the title's credits: each department's people in the order given. */
  async setCredits(
    id: number,
    list: readonly { personId: number; department: CreditRow['department']; role: string }[],
  ): Promise<void> {
    await this.db.delete(credits).where(eq(credits.titleId, id));
    const positions = new Map<string, number>();
    const values = list.map((credit) => {
      const position = positions.get(credit.department) ?? 0;
      positions.set(credit.department, position + 1);
      return { titleId: id, ...credit, position };
    });
    if (values.length > 0) await this.db.insert(credits).values(values);
  }

  /** Replaces the title's awards. */
  async setAwards(id: number, list: readonly Omit<typeof awards.$inferInsert, 'titleId'>[]): Promise<void> {
    await this.db.delete(awards).where(eq(awards.titleId, id));
    if (list.length > 0) await this.db.insert(awards).values(list.map((award) => ({ ...award, titleId: id })));
  }

  /** Replaces the title's links (the versions its page lists). */
  async setLinks(id: number, list: readonly Omit<typeof titleLinks.$inferInsert, 'titleId'>[]): Promise<void> {
    await this.db.delete(titleLinks).where(eq(titleLinks.titleId, id));
    if (list.length > 0) await this.db.insert(titleLinks).values(list.map((link) => ({ ...link, titleId: id })));
  }

  /** Ids of people by slug; a slug that names nobody is left out of the map. */
  async personIds(slugs: readonly string[]): Promise<Map<string, number>> {
    if (slugs.length === 0) return new Map();
    const found = await this.db
      .select({ id: people.id, slug: people.slug })
      .from(people)
      .where(inArray(people.slug, [...new Set(slugs)]));
    return new Map(found.map((person) => [person.slug, person.id]));
  }

  async remove(id: number): Promise<void> {
    await this.db.delete(titles).where(eq(titles.id, id));
  }

  /**
   * Publishes scheduled titles whose time has come and archives those whose leaving time has come;
   * answers how many changed.
   */
  async publishDue(): Promise<number> {
    const published = await this.db
      .update(titles)
      .set({ status: 'published', publishAt: null, updatedAt: sql`now()` })
      .where(and(eq(titles.status, 'scheduled'), lte(titles.publishAt, sql`now()`)))
      .returning({ id: titles.id });
    const left = await this.db
      .update(titles)
      .set({ status: 'archived', leavingAt: null, updatedAt: sql`now()` })
      .where(lte(titles.leavingAt, sql`now()`))
      .returning({ id: titles.id });
    return published.length + left.length;
  }

  /** The earliest time a title publishes itself or leaves (it may be due already), or null. */
  async nextDueAt(): Promise<Date | null> {
    const [next] = await rows<{ ms: number | null }>(
      this.db,
      sql`select extract(epoch from least(
            (select min(publish_at) from titles where status = 'scheduled'),
            (select min(leaving_at) from titles)
          ))::float8 * 1000 as ms`,
    );
    return next?.ms == null ? null : new Date(next.ms);
  }
}
