import type { VocabularyTerm, VocabularyTermInput } from '@reelhouse/contracts/vocabularies-admin';
import type { Db } from '@reelhouse/db/database';
import { AppError } from '../errors/app-error';
import { OperatorAudit } from '../operator-audit';
import { VocabularyRepository, type VocabularyTables } from './vocabulary.repository';

/**
 * A vocabulary as operators keep it: each change and its audit line (area `name`, such as
 * `shop-category`) in one transaction; once kept, the reads that show it are dropped.
 */
export class Vocabulary {
  constructor(private readonly deps: { db: Db; tables: VocabularyTables; name: string; onChange: () => void }) {}

  list(): Promise<VocabularyTerm[]> {
    return new VocabularyRepository(this.deps.db, this.deps.tables).list();
  }

  async create(actorId: number, slug: string, input: VocabularyTermInput): Promise<VocabularyTerm> {
    await this.change(actorId, slug, 'create', input, (terms) => terms.create(slug, input).then(() => true));
    return this.term(slug);
  }

  async rename(actorId: number, slug: string, input: VocabularyTermInput): Promise<VocabularyTerm> {
    await this.change(actorId, slug, 'update', input, (terms) => terms.rename(slug, input));
    return this.term(slug);
  }

  async remove(actorId: number, slug: string): Promise<void> {
    await this.change(actorId, slug, 'delete', {}, (terms) => terms.remove(slug));
  }

  private async change(
    actorId: number,
    slug: string,
    verb: string,
    details: object,
    work: (terms: VocabularyRepository) => Promise<boolean>,
  ): Promise<void> {
    const { db, tables, name } = this.deps;
    await db.transaction(async (tx) => {
      if (!(await work(new VocabularyRepository(tx, tables))))
        throw new AppError('not_found', 'There is no such term.');
      await new OperatorAudit(tx).record(actorId, {
        action: `${name}.${verb}`,
        subject: `${name}:${slug}`,
        details: { ...details },
      });
    });
    this.deps.onChange();
  }

  private async term(slug: string): Promise<VocabularyTerm> {
    const found = (await this.list()).find((term) => term.slug === slug);
    if (!found) throw new AppError('not_found', 'There is no such term.');
    return found;
  }
}
