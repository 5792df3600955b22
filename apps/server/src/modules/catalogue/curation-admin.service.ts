import type { TitleCard } from '@reelhouse/contracts/catalogue';
import {
  missingRuleParam,
  type Curation,
  type RailCreate,
  type RailPatch,
  type RailPreview,
} from '@reelhouse/contracts/curation-admin';
import type { Language } from '@reelhouse/contracts/locales';
import type { Db } from '@reelhouse/db/database';
import { AppError, fieldError } from '../../platform/errors/app-error';
import { anonymousViewer, hiddenRatings } from '../../platform/auth/viewer';
import { OperatorAudit, type AuditEntry } from '../../platform/operator-audit';
import { CurationAdminRepository } from './curation-admin.repository';
import type { CurationRepository } from './curation.repository';
import { slugFrom } from './titles-admin.service';
import type { TitlesRepository } from './titles.repository';

type Placement = Curation['placement'];
type Names = Partial<Record<Language, string>>;
type RailInput = Required<Omit<RailCreate, 'names'>> & { names: Names };
type RailChanges = Omit<RailPatch, 'names'> & { names?: Names };

/** What a rail preview shows: the page as a visitor sees it (no A-rated titles). */
const visitor = { hiddenRatings: hiddenRatings(anonymousViewer) };
const noSuchRail = () => new AppError('not_found', 'There is no such rail.');

/**
 * Operators' curation of a page: its banner's titles, its rails (named per language, filled by a
 * rule or by hand) and their order. Every change is one transaction with its audit line; viewers'
 * cached pages are dropped once it is kept.
 */
export class CurationAdmin {
  constructor(
    private readonly deps: { db: Db; titles: TitlesRepository; curation: CurationRepository; onChange: () => void },
  ) {}

  view(placement: Placement): Promise<Curation> {
    return new CurationAdminRepository(this.deps.db).view(placement);
  }

  async setSlider(actorId: number, placement: Placement, slugs: string[]): Promise<Curation> {
    return this.change(actorId, placement, async (books) => {
      await books.setSlider(placement, await this.titleIds(books, slugs, 'titles'));
      return { action: 'slider.update', subject: `placement:${placement}`, details: { titles: slugs } };
    });
  }

  async createRail(actorId: number, input: RailInput): Promise<Curation> {
    return this.change(actorId, input.placement, async (books) => {
      const base = slugFrom(input.names.en ?? '') || 'rail';
      let slug = base;
      for (let suffix = 2; await books.slugTaken(slug); suffix += 1) slug = `${base}-${suffix}`;
      const id = await books.insertRail(input.placement, slug, {
        rule: input.rule,
        params: input.params,
        size: input.size,
      });
      await books.setRailNames(id, input.names);
      if (input.rule === 'curated') await books.setRailTitles(id, await this.titleIds(books, input.titles, 'titles'));
      return {
        action: 'rail.create',
        subject: `rail:${id}`,
        details: { placement: input.placement, slug, rule: input.rule },
      };
    });
  }

  async updateRail(actorId: number, id: number, changes: RailChanges): Promise<Curation> {
    const placement = await this.placementOf(id);
    return this.change(actorId, placement, async (books) => {
      const rail = await books.lockRail(id);
      if (!rail) throw noSuchRail();
      const { names, titles, ...columns } = changes;
      const rule = columns.rule ?? rail.rule;
      const missing = missingRuleParam(rule, columns.params ?? rail.params);
      if (missing) throw fieldError('validation_failed', `params.${missing.path}`, missing.message);
      await books.updateRail(id, columns);
      if (names) await books.setRailNames(id, names);
      if (titles) await books.setRailTitles(id, await this.titleIds(books, titles, 'titles'));
      return { action: 'rail.update', subject: `rail:${id}`, details: changes };
    });
  }

  async deleteRail(actorId: number, id: number): Promise<Curation> {
    const placement = await this.placementOf(id);
    return this.change(actorId, placement, async (books) => {
      const rail = await books.lockRail(id);
      if (!rail) throw noSuchRail();
      await books.deleteRail(id);
      return { action: 'rail.delete', subject: `rail:${id}`, details: { slug: rail.slug } };
    });
  }

  /** Puts the page's rails in this order; the list must hold every rail of the page once. */
  async orderRails(actorId: number, placement: Placement, order: number[]): Promise<Curation> {
    return this.change(actorId, placement, async (books) => {
      const current = await books.railIdsOf(placement);
      const same =
        order.length === current.length &&
        new Set(order).size === order.length &&
        order.every((id) => current.includes(id));
      if (!same)
        throw fieldError('unprocessable', 'rails', 'List every rail of this page once, in the order you want.');
      for (const [position, id] of order.entries()) await books.setRailPosition(placement, id, position);
      return { action: 'rails.order', subject: `placement:${placement}`, details: { rails: order } };
    });
  }

  /** The titles a rail with this rule (saved or not) would show a visitor now. */
  async preview(input: Required<RailPreview>): Promise<TitleCard[]> {
    if (input.rule === 'curated') return this.deps.titles.cardsBySlugs(input.titles, 'en', visitor, input.size);
    return this.deps.curation.railItems(
      {
        id: 0,
        slug: 'preview',
        name: '',
        placement: input.placement,
        rule: input.rule,
        params: input.params,
        size: input.size,
      },
      'en',
      visitor,
    );
  }

  private async change(
    actorId: number,
    placement: Placement,
    work: (books: CurationAdminRepository) => Promise<AuditEntry>,
  ) {
    await this.deps.db.transaction(async (tx) => {
      const entry = await work(new CurationAdminRepository(tx));
      await new OperatorAudit(tx).record(actorId, entry);
    });
    this.deps.onChange();
    return this.view(placement);
  }

  private async titleIds(books: CurationAdminRepository, slugs: string[], field: string): Promise<number[]> {
    const ids = await books.titleIds(slugs);
    const unknown = slugs.findIndex((slug) => !ids.has(slug));
    if (unknown >= 0)
      throw fieldError('unprocessable', `${field}.${unknown}`, `There is no title "${slugs[unknown]}".`);
    return slugs.map((slug) => ids.get(slug) as number);
  }

  private async placementOf(id: number): Promise<Placement> {
    const rail = await new CurationAdminRepository(this.deps.db).rail(id);
    if (!rail) throw noSuchRail();
    return rail.placement;
  }
}
