import type { Language } from '@reelhouse/contracts/locales';
import type { AdminPerson, PersonCreate, PersonListQuery, PersonTexts } from '@reelhouse/contracts/people-admin';
import type { Db } from '@reelhouse/db/database';
import { AppError, fieldError } from '../../platform/errors/app-error';
import { pictureShapes, storeUploadedPicture } from '../../platform/images/uploaded-pictures';
import { changedFields, OperatorAudit, type AuditEntry } from '../../platform/operator-audit';
import { PeopleAdminRepository, type PersonColumns } from './people-admin.repository';
import { slugFrom } from './titles-admin.service';
import type { BlobStore } from '../../platform/storage/blob-store';

/** What the routes hand over: the request body after its schema filled in the defaults. */
type CreateInput = Required<Omit<PersonCreate, 'slug' | 'translations'>> & {
  slug?: string;
  translations: Partial<Record<Language, PersonTexts>>;
};
type PatchInput = Partial<PersonColumns> & { translations?: Partial<Record<Language, PersonTexts | null>> };

const noSuchPerson = () => new AppError('not_found', 'There is no person with this slug.');
/** A person's history is kept under their id, so it survives a change of slug. */
const subjectOf = (id: number) => `person:${id}`;
const slugConflict = (slug: string) => fieldError('conflict', 'slug', `Another person already has the slug "${slug}".`);

/**
 * Operators' people: cast and crew. Each change and its audit line (before and after) are one
 * transaction; viewers' cached reads are dropped once it is kept.
 */
export class PeopleAdmin {
  constructor(private readonly deps: { db: Db; store: BlobStore; onChange: () => void }) {}

  list(query: PersonListQuery) {
    return new PeopleAdminRepository(this.deps.db).list(query);
  }

  async detail(slug: string): Promise<AdminPerson> {
    const person = await new PeopleAdminRepository(this.deps.db).detail(slug);
    if (!person) throw noSuchPerson();
    return withoutId(person);
  }

  async create(actorId: number, input: CreateInput): Promise<AdminPerson> {
    const slug = input.slug ?? slugFrom(input.name);
    if (!slug)
      throw fieldError('unprocessable', 'slug', 'Give the person a slug: their name has no letters a slug can use.');
    const { translations, ...columns } = input;
    return this.change(async (books) => {
      if (await books.slugTaken(slug)) throw slugConflict(slug);
      const id = await books.insert({ ...columns, slug });
      await books.writeTexts(id, translations);
      return { slug, audit: { action: 'person.create', subject: subjectOf(id), details: { slug, name: input.name } } };
    }, actorId);
  }

  async update(actorId: number, slug: string, patch: PatchInput): Promise<AdminPerson> {
    return this.change(async (books) => {
      const row = await books.lock(slug);
      if (!row) throw noSuchPerson();
      const { translations, ...columns } = patch;
      if (columns.slug !== undefined && columns.slug !== slug && (await books.slugTaken(columns.slug)))
        throw slugConflict(columns.slug);
      const before = await books.detail(slug);
      await books.update(row.id, columns);
      if (translations) await books.writeTexts(row.id, translations);
      const after = await books.detail(columns.slug ?? slug);
      return {
        slug: columns.slug ?? slug,
        audit: {
          action: 'person.update',
          subject: subjectOf(row.id),
          details: before && after ? changedFields(before, after) : {},
        },
      };
    }, actorId);
  }

  /** Stores an uploaded portrait (checked and re-encoded, square) and shows it for the person. */
  async setPortrait(actorId: number, slug: string, bytes: Buffer): Promise<AdminPerson> {
    // Checked before the picture is decoded: a wrong address costs no work.
    if (!(await new PeopleAdminRepository(this.deps.db).lock(slug))) throw noSuchPerson();
    const imageId = await storeUploadedPicture(this.deps.db, this.deps.store, bytes, pictureShapes.portrait);
    return this.change(async (books) => {
      const row = await books.lock(slug);
      if (!row) throw noSuchPerson();
      await books.setPortrait(row.id, imageId);
      return { slug, audit: { action: 'person.portrait', subject: subjectOf(row.id), details: { imageId } } };
    }, actorId);
  }

  /** Moves the person's credits to `into`, fills in what `into` lacked, and deletes the person. */
  async merge(actorId: number, slug: string, into: string): Promise<AdminPerson> {
    if (into === slug) throw fieldError('unprocessable', 'into', 'A person cannot be merged into themselves.');
    return this.change(async (books) => {
      const from = await books.lock(slug);
      if (!from) throw noSuchPerson();
      const target = await books.lock(into);
      if (!target) throw fieldError('unprocessable', 'into', `There is no person "${into}".`);
      await books.mergeInto(from, target);
      await books.remove(from.id);
      return {
        slug: into,
        audit: { action: 'person.merge', subject: subjectOf(target.id), details: { merged: slug, name: from.name } },
      };
    }, actorId);
  }

  /** Deletes the person with their credits. */
  async remove(actorId: number, slug: string): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const books = new PeopleAdminRepository(tx);
      const person = await books.detail(slug);
      if (!person) throw noSuchPerson();
      await books.remove(person.id);
      await new OperatorAudit(tx).record(actorId, {
        action: 'person.delete',
        subject: subjectOf(person.id),
        details: { slug, name: person.name, credits: person.credits.length },
      });
    });
    this.deps.onChange();
  }

  /** Runs a change and its audit line in one transaction, then reads the person it names back. */
  private async change(
    work: (books: PeopleAdminRepository) => Promise<{ slug: string; audit: AuditEntry }>,
    actorId: number,
  ): Promise<AdminPerson> {
    const person = await this.deps.db.transaction(async (tx) => {
      const books = new PeopleAdminRepository(tx);
      const { slug, audit } = await work(books);
      await new OperatorAudit(tx).record(actorId, audit);
      return books.detail(slug);
    });
    if (!person) throw new Error('person vanished within its transaction');
    this.deps.onChange();
    return withoutId(person);
  }
}

const withoutId = ({ id: _id, ...person }: AdminPerson & { id: number }): AdminPerson => person;
