import { sql } from 'drizzle-orm';
import type { Language } from '@reelhouse/contracts/locales';
import type { Rail } from '@reelhouse/contracts/catalogue';
import { rows, type Db } from '@reelhouse/db/database';
import type { RailRuleParams } from '@reelhouse/db/schema/curation';
import { type Visibility } from './catalogue-sql';
import { translated, translationJoins } from '../../platform/sql';
import type { TitleCardRow, TitlesRepository } from './titles.repository';

export interface RailRow {
  id: number;
  slug: string;
  name: string;
  placement: Rail['placement'];
  rule: Rail['rule'];
  params: RailRuleParams;
  size: number;
}

/** Sliders and rails: which titles each shows, by its rule. */
export class CurationRepository {
  constructor(
    private readonly db: Db,
    private readonly titles: TitlesRepository,
  ) {}

  /** The rails of a page in order, or the one rail with a slug. */
  async rails(lang: Language, which: { placement: Rail['placement'] } | { slug: string }): Promise<RailRow[]> {
    const where = 'slug' in which ? sql`r.slug = ${which.slug}` : sql`r.placement = ${which.placement}`;
    const result = await rows<RailRow>(
      this.db,
      sql`
      select r.id, r.slug, ${translated('rt', 'name')} as name, r.placement, r.rule, r.params, r.size
        from rails r ${translationJoins('rail_translations', 'rt', 'rail_id', 'r.id', lang)}
       where ${where} order by r.position, r.id`,
    );
    return result;
  }

  /** The titles a rail shows now; `limit` overrides the rail's own size (its "view all" page). */
  railItems(rail: RailRow, lang: Language, visibility: Visibility, limit = rail.size): Promise<TitleCardRow[]> {
    const kinds = rail.params.kinds?.length
      ? sql`t.kind in (${sql.join(
          rail.params.kinds.map((kind) => sql`${kind}`),
          sql`, `,
        )})`
      : sql`true`;
    const published = sql`t.status = 'published' and ${kinds}`;
    switch (rail.rule) {
      case 'curated':
        return this.titles.cards(
          lang,
          visibility,
          sql`${kinds} and t.id in (select title_id from rail_items where rail_id = ${rail.id})`,
          sql`(select position from rail_items where rail_id = ${rail.id} and title_id = t.id)`,
          limit,
        );
      case 'latest':
        return this.titles.cards(lang, visibility, published, sql`t.release_date desc nulls last, t.id desc`, limit);
      case 'upcoming':
        return this.titles.cards(
          lang,
          visibility,
          sql`t.status = 'coming_soon' and ${kinds}`,
          sql`t.available_at, t.id`,
          limit,
        );
      case 'top10':
        return this.titles.cards(lang, visibility, published, sql`t.view_count desc, t.id`, Math.min(limit, 10));
      case 'genre':
      case 'tag': {
        // One genre's or one tag's titles, the most watched first.
        const [links, terms, key] =
          rail.rule === 'genre' ? ['title_genres', 'genres', 'genre_id'] : ['title_tags', 'tags', 'tag_id'];
        return this.titles.cards(
          lang,
          visibility,
          sql`${published} and exists (select 1 from ${sql.raw(links)} x join ${sql.raw(terms)} term on term.id = x.${sql.raw(key)}
                where x.title_id = t.id and term.slug = ${rail.params[rail.rule] ?? ''})`,
          sql`t.view_count desc, t.id`,
          limit,
        );
      }
      case 'most_watched': {
        const days = rail.params.days ?? 30;
        const plays = sql`(select coalesce(sum(v.views), 0) from title_daily_views v
                            where v.title_id = t.id and v.day > current_date - ${days}::int)`;
        return this.titles.cards(lang, visibility, sql`${published} and ${plays} > 0`, sql`${plays} desc, t.id`, limit);
      }
    }
  }

  async sliderItems(placement: string, lang: Language, visibility: Visibility): Promise<TitleCardRow[]> {
    return this.titles.cards(
      lang,
      visibility,
      sql`t.id in (select si.title_id from slider_items si join sliders s on s.id = si.slider_id where s.placement = ${placement})`,
      sql`(select si.position from slider_items si join sliders s on s.id = si.slider_id
            where s.placement = ${placement} and si.title_id = t.id)`,
      20,
    );
  }
}
