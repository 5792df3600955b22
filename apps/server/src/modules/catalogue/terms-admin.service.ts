import type { Language } from '@reelhouse/contracts/locales';
import type { AdminTerm, TermKind, TermListQuery, TermUsage } from '@reelhouse/contracts/terms-admin';
import type { Db } from '@reelhouse/db/database';
import { AppError, fieldError } from '../../platform/errors/app-error';
import { OperatorAudit } from '../../platform/operator-audit';
import { TermsAdminRepository, type TermRow } from './terms-admin.repository';
import { slugFrom } from './titles-admin.service';

interface CreateInput {
  slug?: string;
  type?: AdminTerm['type'];
  names: Partial<Record<Language, string>>;
}
interface PatchInput {
  slug?: string;
  type?: AdminTerm['type'];
  names?: Partial<Record<Language, string | null>>;
}

/** "genre" or "tag": how messages and audit lines name one term. */
const singular = (kind: TermKind) => (kind === 'genres' ? 'genre' : 'tag');

/**
 * Operators' genres and tags. Each change and its audit line are one transaction; viewers' cached
 * reads are dropped once it is kept. Deleting and merging say what they touch: the titles filed
 * under the term and the rails built on it.
 */
export class TermsAdmin {
  constructor(
    private readonly deps: { db: Db; onChange: () => void },
    readonly kind: TermKind,
  ) {}

  private books(db: Db = this.deps.db) {
    return new TermsAdminRepository(db, this.kind);
  }

  private noSuchTerm(slug: string) {
    return new AppError('not_found', `There is no ${singular(this.kind)} "${slug}".`);
  }

  private subjectOf(term: TermRow) {
    return `${singular(this.kind)}:${term.id}`;
  }

  list(query: TermListQuery) {
    return this.books().list(query);
  }

  async detail(slug: string): Promise<AdminTerm> {
    const term = await this.books().detail(slug);
    if (!term) throw this.noSuchTerm(slug);
    return term;
  }

  async usage(slug: string): Promise<TermUsage> {
    const books = this.books();
    const term = await books.lock(slug);
    if (!term) throw this.noSuchTerm(slug);
    return books.usage(term.id, term.slug);
  }

  async create(actorId: number, input: CreateInput): Promise<AdminTerm> {
    if (this.kind === 'genres' && !input.type)
      throw fieldError('validation_failed', 'type', 'choose whether the genre files movies, TV shows or videos');
    const english = input.names.en ?? '';
    const slug = input.slug ?? slugFrom(english);
    if (!slug)
      throw fieldError('unprocessable', 'slug', 'Give it a slug: its English name has no letters a slug can use.');
    return this.change(async (books, audit) => {
      if (await books.slugTaken(slug))
        throw fieldError('conflict', 'slug', `Another ${singular(this.kind)} already has the slug "${slug}".`);
      const id = await books.insert(slug, this.kind === 'genres' ? (input.type ?? null) : null);
      await books.writeNames(id, input.names);
      await audit.record(actorId, {
        action: `${singular(this.kind)}.create`,
        subject: `${singular(this.kind)}:${id}`,
        details: { slug, names: input.names },
      });
      return slug;
    });
  }

  async update(actorId: number, slug: string, patch: PatchInput): Promise<AdminTerm> {
    return this.change(async (books, audit) => {
      const term = await books.lock(slug);
      if (!term) throw this.noSuchTerm(slug);
      if (patch.slug !== undefined && patch.slug !== slug && (await books.slugTaken(patch.slug)))
        throw fieldError('conflict', 'slug', `Another ${singular(this.kind)} already has the slug "${patch.slug}".`);
      const before = await books.detail(slug);
      await books.update(term.id, { slug: patch.slug, type: patch.type }, slug);
      if (patch.names) await books.writeNames(term.id, patch.names);
      const after = await books.detail(patch.slug ?? slug);
      await audit.record(actorId, {
        action: `${singular(this.kind)}.update`,
        subject: this.subjectOf(term),
        details: { before, after },
      });
      return patch.slug ?? slug;
    });
  }

  /** Deletes the term, taking it off its titles and removing the rails built on it. */
  async remove(actorId: number, slug: string): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const books = this.books(tx);
      const term = await books.lock(slug);
      if (!term) throw this.noSuchTerm(slug);
      const usage = await books.usage(term.id, term.slug);
      await books.remove(term);
      await new OperatorAudit(tx).record(actorId, {
        action: `${singular(this.kind)}.delete`,
        subject: this.subjectOf(term),
        details: { slug, titles: usage.titles.total, rails: usage.rails.map((rail) => rail.id) },
      });
    });
    this.deps.onChange();
  }

  /** Files the term's titles under `into`, points its rails there, and deletes it. */
  async merge(actorId: number, slug: string, into: string): Promise<AdminTerm> {
    if (into === slug) throw fieldError('unprocessable', 'into', `A ${singular(this.kind)} cannot merge into itself.`);
    return this.change(async (books, audit) => {
      const term = await books.lock(slug);
      if (!term) throw this.noSuchTerm(slug);
      const target = await books.lock(into);
      if (!target) throw fieldError('unprocessable', 'into', `There is no ${singular(this.kind)} "${into}".`);
      const usage = await books.usage(term.id, term.slug);
      await books.moveUses(term, target);
      await books.remove(term);
      await audit.record(actorId, {
        action: `${singular(this.kind)}.merge`,
        subject: this.subjectOf(target),
        details: { merged: slug, into, titles: usage.titles.total, rails: usage.rails.map((rail) => rail.id) },
      });
      return into;
    });
  }

  /** Runs a change in a transaction with its audit line, then reads the term it names back. */
  private async change(
    work: (books: TermsAdminRepository, audit: OperatorAudit) => Promise<string>,
  ): Promise<AdminTerm> {
    const term = await this.deps.db.transaction(async (tx) => {
      const slug = await work(this.books(tx), new OperatorAudit(tx));
      return this.books(tx).detail(slug);
    });
    if (!term) throw new Error(`${singular(this.kind)} vanished within its transaction`);
    this.deps.onChange();
    return term;
  }
}
