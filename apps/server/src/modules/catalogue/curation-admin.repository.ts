import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AdminRail, CuratedTitle, Curation } from '@reelhouse/contracts/curation-admin';
import type { Language } from '@reelhouse/contracts/locales';
import { rows, type Db } from '@reelhouse/db/database';
import { titles } from '@reelhouse/db/schema/catalogue';
import {
  railItems,
  rails,
  railTranslations,
  sliderItems,
  sliders,
  type RailRuleParams,
} from '@reelhouse/db/schema/curation';
import { imageJson } from '../../platform/sql';

type Placement = Curation['placement'];
export type RailColumns = Pick<typeof rails.$inferInsert, 'rule' | 'params' | 'size'>;

/** A list of titles (a slider's, a curated rail's) in its order, as the console shows them. */
const curatedTitles = (join: ReturnType<typeof sql>, where: ReturnType<typeof sql>) => sql`(
  select coalesce(json_agg(json_build_object('slug', t.slug, 'name', en.name,
                                             'poster', ${imageJson(sql`t.poster_image_id`)}) order by x.position), '[]'::json)
    from ${join} join titles t on t.id = x.title_id
    join title_translations en on en.title_id = t.id and en.lang = 'en'
   where ${where})`;

/** Operators' reads and writes of a page's banner and rails, on the caller's transaction. */
export class CurationAdminRepository {
  constructor(private readonly db: Db) {}

  async view(placement: Placement): Promise<Curation> {
    const [slider] = await rows<{ titles: CuratedTitle[] }>(
      this.db,
      sql`select ${curatedTitles(sql`slider_items x join sliders s on s.id = x.slider_id`, sql`s.placement = ${placement}`)} as titles`,
    );
    const railList = await rows<AdminRail>(
      this.db,
      sql`select r.id, r.slug, r.rule, r.params, r.size,
                 (select coalesce(json_object_agg(rt.lang, rt.name), '{}'::json)
                    from rail_translations rt where rt.rail_id = r.id) as names,
                 ${curatedTitles(sql`rail_items x`, sql`x.rail_id = r.id`)} as titles
            from rails r where r.placement = ${placement} order by r.position, r.id`,
    );
    return { placement, slider: slider?.titles ?? [], rails: railList };
  }

  /** Ids of titles by slug; a slug that names none is left out of the map. */
  async titleIds(slugs: readonly string[]): Promise<Map<string, number>> {
    if (slugs.length === 0) return new Map();
    const found = await this.db
      .select({ id: titles.id, slug: titles.slug })
      .from(titles)
      .where(inArray(titles.slug, [...slugs]));
    return new Map(found.map((title) => [title.slug, title.id]));
  }

  /** Replaces the page's banner titles with these, in order (the banner is made if it has none). */
  async setSlider(placement: Placement, titleIds: readonly number[]): Promise<void> {
    const [slider] = await this.db
      .insert(sliders)
      .values({ placement })
      .onConflictDoUpdate({ target: sliders.placement, set: { placement } })
      .returning({ id: sliders.id });
    if (!slider) throw new Error('slider upsert returned nothing');
    await this.db.delete(sliderItems).where(eq(sliderItems.sliderId, slider.id));
    if (titleIds.length > 0)
      await this.db
        .insert(sliderItems)
        .values(titleIds.map((titleId, position) => ({ sliderId: slider.id, titleId, position })));
  }

  async rail(id: number) {
    const [rail] = await this.db.select().from(rails).where(eq(rails.id, id));
    return rail ?? null;
  }

  async lockRail(id: number) {
    const [rail] = await this.db.select().from(rails).where(eq(rails.id, id)).for('update');
    return rail ?? null;
  }

  async slugTaken(slug: string): Promise<boolean> {
    const [rail] = await this.db.select({ id: rails.id }).from(rails).where(eq(rails.slug, slug));
    return rail !== undefined;
  }

  /** A new rail at the end of its page. */
  async insertRail(placement: Placement, slug: string, columns: RailColumns): Promise<number> {
    const [row] = await this.db
      .insert(rails)
      .values({
        placement,
        slug,
        ...columns,
        position: sql`(select coalesce(max(position), -1) + 1 from rails where placement = ${placement})`,
      })
      .returning({ id: rails.id });
    if (!row) throw new Error('rail insert returned nothing');
    return row.id;
  }

  async updateRail(id: number, columns: Partial<RailColumns> & { params?: RailRuleParams }): Promise<void> {
    if (Object.keys(columns).length > 0) await this.db.update(rails).set(columns).where(eq(rails.id, id));
  }

  /** Writes a rail's names in the languages given, and removes those not given (English stays). */
  async setRailNames(id: number, names: Partial<Record<Language, string>>): Promise<void> {
    await this.db.delete(railTranslations).where(eq(railTranslations.railId, id));
    await this.db
      .insert(railTranslations)
      .values(Object.entries(names).map(([lang, name]) => ({ railId: id, lang, name: name as string })));
  }

  /** Replaces a curated rail's titles with these, in order. */
  async setRailTitles(id: number, titleIds: readonly number[]): Promise<void> {
    await this.db.delete(railItems).where(eq(railItems.railId, id));
    if (titleIds.length > 0)
      await this.db.insert(railItems).values(titleIds.map((titleId, position) => ({ railId: id, titleId, position })));
  }

  async deleteRail(id: number): Promise<void> {
    await this.db.delete(rails).where(eq(rails.id, id));
  }

  /** The page's rails' ids, in their order. */
  async railIdsOf(placement: Placement): Promise<number[]> {
    const found = await this.db
      .select({ id: rails.id })
      .from(rails)
      .where(eq(rails.placement, placement))
      .orderBy(asc(rails.position), asc(rails.id));
    return found.map((rail) => rail.id);
  }

  async setRailPosition(placement: Placement, id: number, position: number): Promise<void> {
    await this.db
      .update(rails)
      .set({ position })
      .where(and(eq(rails.id, id), eq(rails.placement, placement)));
  }
}
