import { and, eq, max, sql } from 'drizzle-orm';
import type { Language } from '@reelhouse/contracts/locales';
import type { Db } from '@reelhouse/db/database';
import { episodes, episodeTranslations, seasons, seasonTranslations, titles } from '@reelhouse/db/schema/catalogue';

export type EpisodeColumns = Pick<typeof episodes.$inferInsert, 'number' | 'durationMinutes' | 'releaseDate'>;
interface EpisodeTexts {
  name: string;
  description: string | null;
}

/** Operators' writes to a series' seasons and episodes, on the caller's transaction. */
export class EpisodeWritesRepository {
  constructor(private readonly db: Db) {}

  async season(titleId: number, number: number): Promise<{ id: number } | null> {
    const [season] = await this.db
      .select({ id: seasons.id })
      .from(seasons)
      .where(and(eq(seasons.titleId, titleId), eq(seasons.number, number)));
    return season ?? null;
  }

  async nextSeasonNumber(titleId: number): Promise<number> {
    const [row] = await this.db
      .select({ last: max(seasons.number) })
      .from(seasons)
      .where(eq(seasons.titleId, titleId));
    return (row?.last ?? 0) + 1;
  }

  async insertSeason(titleId: number, number: number): Promise<number> {
    const [row] = await this.db.insert(seasons).values({ titleId, number }).returning({ id: seasons.id });
    if (!row) throw new Error('season insert returned nothing');
    return row.id;
  }

  /** Writes a season's names in the languages given (a language given as null loses its name). */
  async writeSeasonNames(seasonId: number, names: Partial<Record<Language, string | null>>): Promise<void> {
    for (const [lang, name] of Object.entries(names)) {
      if (name === null)
        await this.db
          .delete(seasonTranslations)
          .where(and(eq(seasonTranslations.seasonId, seasonId), eq(seasonTranslations.lang, lang)));
      else if (name)
        await this.db
          .insert(seasonTranslations)
          .values({ seasonId, lang, name })
          .onConflictDoUpdate({ target: [seasonTranslations.seasonId, seasonTranslations.lang], set: { name } });
    }
  }

  async removeSeason(seasonId: number): Promise<void> {
    await this.db.delete(seasons).where(eq(seasons.id, seasonId));
  }

  async nextEpisodeNumber(seasonId: number): Promise<number> {
    const [row] = await this.db
      .select({ last: max(episodes.number) })
      .from(episodes)
      .where(eq(episodes.seasonId, seasonId));
    return (row?.last ?? 0) + 1;
  }

  async episodeNumberTaken(seasonId: number, number: number, exceptId?: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: episodes.id })
      .from(episodes)
      .where(and(eq(episodes.seasonId, seasonId), eq(episodes.number, number)));
    return row !== undefined && row.id !== exceptId;
  }

  /** The episode with its season and title, locked until the transaction ends. */
  async lockEpisode(id: number) {
    const [row] = await this.db
      .select({ id: episodes.id, seasonId: episodes.seasonId, titleId: seasons.titleId, number: episodes.number })
      .from(episodes)
      .innerJoin(seasons, eq(seasons.id, episodes.seasonId))
      .where(eq(episodes.id, id))
      .for('update', { of: episodes });
    return row ?? null;
  }

  /** The slug of the title an episode belongs to, or null when there is no such episode. */
  async titleSlugOf(episodeId: number): Promise<string | null> {
    const [row] = await this.db
      .select({ slug: titles.slug })
      .from(episodes)
      .innerJoin(seasons, eq(seasons.id, episodes.seasonId))
      .innerJoin(titles, eq(titles.id, seasons.titleId))
      .where(eq(episodes.id, episodeId));
    return row?.slug ?? null;
  }

  async insertEpisode(seasonId: number, columns: EpisodeColumns & { number: number }): Promise<number> {
    const [row] = await this.db
      .insert(episodes)
      .values({ seasonId, ...columns })
      .returning({ id: episodes.id });
    if (!row) throw new Error('episode insert returned nothing');
    return row.id;
  }

  async updateEpisode(id: number, columns: Partial<EpisodeColumns>): Promise<void> {
    if (Object.keys(columns).length > 0) await this.db.update(episodes).set(columns).where(eq(episodes.id, id));
  }

  async writeEpisodeTexts(id: number, texts: Partial<Record<Language, EpisodeTexts | null>>): Promise<void> {
    for (const [lang, text] of Object.entries(texts)) {
      if (text === null)
        await this.db
          .delete(episodeTranslations)
          .where(and(eq(episodeTranslations.episodeId, id), eq(episodeTranslations.lang, lang)));
      else if (text)
        await this.db
          .insert(episodeTranslations)
          .values({ episodeId: id, lang, ...text })
          .onConflictDoUpdate({ target: [episodeTranslations.episodeId, episodeTranslations.lang], set: text });
    }
  }

  async removeEpisode(id: number): Promise<void> {
    await this.db.delete(episodes).where(eq(episodes.id, id));
  }

  /** A change to a season or episode is a change to its title (lists sort by when titles changed). */
  async touchTitle(titleId: number): Promise<void> {
    await this.db
      .update(titles)
      .set({ updatedAt: sql`now()` })
      .where(eq(titles.id, titleId));
  }
}
