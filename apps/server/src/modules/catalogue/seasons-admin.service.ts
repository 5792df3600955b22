import type { AdminTitle, EpisodeInput, EpisodePatch, SeasonInput } from '@reelhouse/contracts/catalogue-admin';
import type { Language } from '@reelhouse/contracts/locales';
import type { Db } from '@reelhouse/db/database';
import { AppError, fieldError } from '../../platform/errors/app-error';
import { OperatorAudit, type AuditEntry } from '../../platform/operator-audit';
import { EpisodeWritesRepository } from './episode-writes.repository';
import { TitlesAdminRepository } from './titles-admin.repository';
import { TitleWritesRepository, type TitleRow } from './title-writes.repository';

type EpisodeTexts = { name: string; description: string | null };
type NewEpisode = Omit<EpisodeInput, 'translations' | 'releaseDate'> & {
  releaseDate: string | null;
  translations: Partial<Record<Language, EpisodeTexts>>;
};
type EpisodeChanges = Omit<EpisodePatch, 'translations'> & {
  translations?: Partial<Record<Language, EpisodeTexts | null>>;
};
type SeasonNames = Partial<Record<Language, string>>;

const episodic = new Set(['series', 'show']);

/**
 * Operators' changes to a series' or TV show's seasons and episodes. Each change is audited as a
 * change of its title, in the same transaction, and answers the whole title as the console shows it.
 */
export class SeasonsAdmin {
  constructor(private readonly deps: { db: Db; onChange: () => void }) {}

  async addSeason(actorId: number, slug: string, input: SeasonInput & { names: SeasonNames }): Promise<AdminTitle> {
    return this.change(
      slug,
      async (title, writes) => {
        const number = input.number ?? (await writes.nextSeasonNumber(title.id));
        if (await writes.season(title.id, number))
          throw fieldError('conflict', 'number', `This title already has a season ${number}.`);
        const seasonId = await writes.insertSeason(title.id, number);
        await writes.writeSeasonNames(seasonId, input.names);
        return { action: 'season.create', subject: `title:${title.id}`, details: { season: number } };
      },
      actorId,
    );
  }

  async renameSeason(actorId: number, slug: string, number: number, names: Partial<Record<Language, string | null>>) {
    if (names.en === null) throw fieldError('validation_failed', 'names.en', 'an English name is required');
    return this.change(
      slug,
      async (title, writes) => {
        const season = await this.seasonOf(writes, title, number);
        await writes.writeSeasonNames(season.id, names);
        return { action: 'season.update', subject: `title:${title.id}`, details: { season: number, names } };
      },
      actorId,
    );
  }

  async removeSeason(actorId: number, slug: string, number: number): Promise<AdminTitle> {
    return this.change(
      slug,
      async (title, writes) => {
        const season = await this.seasonOf(writes, title, number);
        await writes.removeSeason(season.id);
        return { action: 'season.delete', subject: `title:${title.id}`, details: { season: number } };
      },
      actorId,
    );
  }

  async addEpisode(actorId: number, slug: string, seasonNumber: number, input: NewEpisode): Promise<AdminTitle> {
    return this.change(
      slug,
      async (title, writes) => {
        const season = await this.seasonOf(writes, title, seasonNumber);
        const number = input.number ?? (await writes.nextEpisodeNumber(season.id));
        if (await writes.episodeNumberTaken(season.id, number))
          throw fieldError('conflict', 'number', `Season ${seasonNumber} already has an episode ${number}.`);
        const id = await writes.insertEpisode(season.id, {
          number,
          durationMinutes: input.durationMinutes,
          releaseDate: input.releaseDate,
        });
        await writes.writeEpisodeTexts(id, input.translations);
        return {
          action: 'episode.create',
          subject: `title:${title.id}`,
          details: { season: seasonNumber, episode: number },
        };
      },
      actorId,
    );
  }

  async updateEpisode(actorId: number, id: number, changes: EpisodeChanges): Promise<AdminTitle> {
    const slug = await this.titleSlugOfEpisode(id);
    return this.change(
      slug,
      async (title, writes) => {
        const episode = await writes.lockEpisode(id);
        if (!episode || episode.titleId !== title.id) throw noSuchEpisode();
        const { translations, ...columns } = changes;
        if (columns.number !== undefined && (await writes.episodeNumberTaken(episode.seasonId, columns.number, id)))
          throw fieldError('conflict', 'number', `This season already has an episode ${columns.number}.`);
        await writes.updateEpisode(id, columns);
        if (translations) await writes.writeEpisodeTexts(id, translations);
        return { action: 'episode.update', subject: `title:${title.id}`, details: { episode: id, ...changes } };
      },
      actorId,
    );
  }

  async removeEpisode(actorId: number, id: number): Promise<AdminTitle> {
    const slug = await this.titleSlugOfEpisode(id);
    return this.change(
      slug,
      async (title, writes) => {
        const episode = await writes.lockEpisode(id);
        if (!episode || episode.titleId !== title.id) throw noSuchEpisode();
        await writes.removeEpisode(id);
        return { action: 'episode.delete', subject: `title:${title.id}`, details: { episode: episode.number } };
      },
      actorId,
    );
  }

  /** Locks the title, makes the change, touches and audits the title, answers it as it is now. */
  private async change(
    slug: string,
    work: (title: TitleRow, writes: EpisodeWritesRepository) => Promise<AuditEntry>,
    actorId: number,
  ): Promise<AdminTitle> {
    const changed = await this.deps.db.transaction(async (tx) => {
      const title = await new TitleWritesRepository(tx).lock(slug);
      if (!title) throw new AppError('not_found', 'There is no title with this slug.');
      if (!episodic.has(title.kind))
        throw new AppError('unprocessable', 'Only web series and TV shows have seasons and episodes.');
      const writes = new EpisodeWritesRepository(tx);
      const entry = await work(title, writes);
      await writes.touchTitle(title.id);
      await new OperatorAudit(tx).record(actorId, entry);
      const detail = await new TitlesAdminRepository(tx).detail(title.slug);
      if (!detail) throw new Error(`title ${title.slug} vanished within its transaction`);
      const { id: _id, ...rest } = detail;
      return rest;
    });
    this.deps.onChange();
    return changed;
  }

  private async seasonOf(writes: EpisodeWritesRepository, title: TitleRow, number: number) {
    const season = await writes.season(title.id, number);
    if (!season) throw new AppError('not_found', `This title has no season ${number}.`);
    return season;
  }

  private async titleSlugOfEpisode(id: number): Promise<string> {
    const slug = await new EpisodeWritesRepository(this.deps.db).titleSlugOf(id);
    if (!slug) throw noSuchEpisode();
    return slug;
  }
}

const noSuchEpisode = () => new AppError('not_found', 'There is no such episode.');
