import type {
  AdminTitle,
  ArtworkKind,
  TitleAwardsInput,
  TitleCreditsInput,
  TitleLinksInput,
  AdminTitleCreate,
  AdminTitlePatch,
  AuditLine,
  TitleTexts,
} from '@reelhouse/contracts/catalogue-admin';
import type { Language } from '@reelhouse/contracts/locales';
import type { Db } from '@reelhouse/db/database';
import { AppError, fieldError } from '../../platform/errors/app-error';
import { pictureShapes, storeUploadedPicture } from '../../platform/images/uploaded-pictures';
import { changedFields, OperatorAudit } from '../../platform/operator-audit';
import { TitlesAdminRepository } from './titles-admin.repository';
import { TitleWritesRepository, type TitleColumns } from './title-writes.repository';
import type { BlobStore } from '../../platform/storage/blob-store';

/** What the routes hand over: the request body after its schema filled in the defaults. */
type CreateInput = Required<Omit<AdminTitleCreate, 'slug' | 'translations'>> & {
  slug?: string;
  translations: Partial<Record<Language, TitleTexts>>;
};
type PatchInput = Omit<AdminTitlePatch, 'translations'> & {
  translations?: Partial<Record<Language, TitleTexts | null>>;
};

/** A slug from a name: letters and digits of the Latin alphabet, accents dropped, dashes between words. */
export function slugFrom(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

const momentOf = (iso: string | null | undefined) =>
  iso === undefined ? undefined : iso === null ? null : new Date(iso);

/** The request's fields as columns: moments as dates, and only what was sent. */
function columnsOf(fields: Omit<PatchInput, 'genres' | 'tags' | 'translations'>): Partial<TitleColumns> {
  const { publishAt, availableAt, leavingAt, ...rest } = fields;
  return {
    ...rest,
    ...(publishAt !== undefined && { publishAt: momentOf(publishAt) }),
    ...(availableAt !== undefined && { availableAt: momentOf(availableAt) }),
    ...(leavingAt !== undefined && { leavingAt: momentOf(leavingAt) }),
  };
}

const noSuchTitle = () => new AppError('not_found', 'There is no title with this slug.');
/** A title's history is kept under its id, so it survives a change of slug. */
const subjectOf = (id: number) => `title:${id}`;

/**
 * Operators' changes to titles. Each change, its texts, genres and tags and its audit line are
 * one transaction; once it is kept, viewers' cached reads are dropped and the publishing schedule
 * looks again (a title may have been scheduled, or unscheduled).
 */
export class TitlesAdmin {
  constructor(private readonly deps: { db: Db; store: BlobStore; onChange: () => void }) {}

  async create(actorId: number, input: CreateInput): Promise<AdminTitle> {
    const created = await this.deps.db.transaction(async (tx) => {
      const writes = new TitleWritesRepository(tx);
      const english = input.translations.en;
      if (!english) throw fieldError('validation_failed', 'translations.en', 'English texts are required');
      const slug = input.slug ?? slugFrom(english.name);
      if (!slug)
        throw fieldError(
          'unprocessable',
          'slug',
          'Give the title a slug: its English name has no letters a slug can use.',
        );
      if (await writes.slugTaken(slug))
        throw fieldError('conflict', 'slug', `Another title already has the slug "${slug}".`);
      const { genres, tags, translations, ...fields } = input;
      const id = await writes.insert({ ...(columnsOf(fields) as TitleColumns), slug });
      await this.writeLinks(writes, id, { genres, tags });
      await writes.writeTexts(id, translations);
      const title = await this.read(tx, slug);
      await new OperatorAudit(tx).record(actorId, {
        action: 'title.create',
        subject: subjectOf(id),
        details: { slug, status: title.status },
      });
      return title;
    });
    this.deps.onChange();
    return created;
  }

  async update(actorId: number, slug: string, patch: PatchInput): Promise<AdminTitle> {
    const updated = await this.deps.db.transaction(async (tx) => {
      const writes = new TitleWritesRepository(tx);
      const row = await writes.lock(slug);
      if (!row) throw noSuchTitle();
      const before = await this.read(tx, slug);
      const { genres, tags, translations, ...fields } = patch;
      const columns = columnsOf(fields);
      if (columns.slug !== undefined && columns.slug !== slug && (await writes.slugTaken(columns.slug, row.id)))
        throw fieldError('conflict', 'slug', `Another title already has the slug "${columns.slug}".`);
      // Leaving "scheduled" drops the time it was waiting for.
      const status = columns.status ?? row.status;
      const publishAt = status === 'scheduled' ? (columns.publishAt ?? row.publishAt) : null;
      if (status === 'scheduled' && !publishAt)
        throw fieldError('validation_failed', 'publishAt', 'a scheduled title needs a time to publish');
      await writes.update(row.id, { ...columns, publishAt });
      await this.writeLinks(writes, row.id, { genres, tags });
      if (translations) await writes.writeTexts(row.id, translations);
      const after = await this.read(tx, columns.slug ?? slug);
      const changes = changedFields(before, after, ['updatedAt', 'video']);
      if (Object.keys(changes).length > 0)
        await new OperatorAudit(tx).record(actorId, {
          action: 'title.update',
          subject: subjectOf(row.id),
          details: changes,
        });
      return after;
    });
    this.deps.onChange();
    return updated;
  }

  /** Stores an uploaded picture (checked and re-encoded to its shape) and shows it as the title's poster, backdrop or logo. */
  async setArtwork(actorId: number, slug: string, kind: ArtworkKind, bytes: Buffer): Promise<AdminTitle> {
    // Checked before the picture is decoded: a wrong address costs no work.
    if (!(await new TitlesAdminRepository(this.deps.db).detail(slug))) throw noSuchTitle();
    const imageId = await storeUploadedPicture(this.deps.db, this.deps.store, bytes, pictureShapes[kind]);
    const updated = await this.deps.db.transaction(async (tx) => {
      const writes = new TitleWritesRepository(tx);
      const row = await writes.lock(slug);
      if (!row) throw noSuchTitle();
      await writes.setArtwork(row.id, kind, imageId);
      await new OperatorAudit(tx).record(actorId, {
        action: 'title.artwork',
        subject: subjectOf(row.id),
        details: { kind, imageId },
      });
      return this.read(tx, slug);
    });
    this.deps.onChange();
    return updated;
  }

  /** Replaces the title's cast and crew; a person named by a slug that names nobody is refused, naming its place. */
  async setCredits(actorId: number, slug: string, input: TitleCreditsInput): Promise<AdminTitle> {
    return this.changeList(actorId, slug, 'credits', async (writes, id) => {
      const ids = await writes.personIds(input.credits.map((credit) => credit.person));
      const unknown = input.credits.findIndex((credit) => !ids.has(credit.person));
      if (unknown >= 0)
        throw fieldError(
          'unprocessable',
          `credits.${unknown}.person`,
          `There is no person "${input.credits[unknown]?.person}".`,
        );
      await writes.setCredits(
        id,
        input.credits.map(({ person, department, role }) => ({
          personId: ids.get(person) as number,
          department,
          role,
        })),
      );
    });
  }

  /** Replaces the title's awards. */
  async setAwards(actorId: number, slug: string, input: TitleAwardsInput): Promise<AdminTitle> {
    return this.changeList(actorId, slug, 'awards', (writes, id) => writes.setAwards(id, input.awards));
  }

  /** Replaces the title's links (the versions its page lists). */
  async setLinks(actorId: number, slug: string, input: TitleLinksInput): Promise<AdminTitle> {
    return this.changeList(actorId, slug, 'links', (writes, id) => writes.setLinks(id, input.links));
  }

  /** Replaces one of a title's lists in a transaction with its audit line (the list before and after). */
  private async changeList(
    actorId: number,
    slug: string,
    list: 'credits' | 'awards' | 'links',
    write: (writes: TitleWritesRepository, id: number) => Promise<void>,
  ): Promise<AdminTitle> {
    const updated = await this.deps.db.transaction(async (tx) => {
      const writes = new TitleWritesRepository(tx);
      const row = await writes.lock(slug);
      if (!row) throw noSuchTitle();
      const before = await this.read(tx, slug);
      await write(writes, row.id);
      await writes.update(row.id, {});
      const after = await this.read(tx, slug);
      await new OperatorAudit(tx).record(actorId, {
        action: `title.${list}`,
        subject: subjectOf(row.id),
        details: { [list]: { before: before[list], after: after[list] } },
      });
      return after;
    });
    this.deps.onChange();
    return updated;
  }

  async remove(actorId: number, slug: string): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const writes = new TitleWritesRepository(tx);
      const row = await writes.lock(slug);
      if (!row) throw noSuchTitle();
      await writes.remove(row.id);
      await new OperatorAudit(tx).record(actorId, {
        action: 'title.delete',
        subject: subjectOf(row.id),
        details: { slug, kind: row.kind },
      });
    });
    this.deps.onChange();
  }

  async detail(slug: string): Promise<AdminTitle> {
    const title = await new TitlesAdminRepository(this.deps.db).detail(slug);
    if (!title) throw noSuchTitle();
    return withoutId(title);
  }

  async history(slug: string): Promise<AuditLine[]> {
    const title = await new TitlesAdminRepository(this.deps.db).detail(slug);
    if (!title) throw noSuchTitle();
    return new OperatorAudit(this.deps.db).historyOf(subjectOf(title.id));
  }

  /** Puts the genres and tags named in place; a slug that names none is refused, naming its place. */
  private async writeLinks(writes: TitleWritesRepository, id: number, links: { genres?: string[]; tags?: string[] }) {
    for (const kind of ['genres', 'tags'] as const) {
      const slugs = links[kind];
      if (!slugs) continue;
      const ids = await writes.termIds(kind, slugs);
      const unknown = slugs.findIndex((slug) => !ids.has(slug));
      if (unknown >= 0)
        throw fieldError(
          'unprocessable',
          `${kind}.${unknown}`,
          `There is no ${kind === 'genres' ? 'genre' : 'tag'} "${slugs[unknown]}".`,
        );
      const termIds = slugs.map((slug) => ids.get(slug) as number);
      if (kind === 'genres') await writes.setGenres(id, termIds);
      else await writes.setTags(id, termIds);
    }
  }

  private async read(db: Db, slug: string): Promise<AdminTitle> {
    const title = await new TitlesAdminRepository(db).detail(slug);
    if (!title) throw new Error(`title ${slug} vanished within its transaction`);
    return withoutId(title);
  }
}

const withoutId = ({ id: _id, ...title }: AdminTitle & { id: number }): AdminTitle => title;
