import { htmlLangOf, type Language } from '@reelhouse/contracts/locales';
import type { RecommendationRail, Recommendations } from '@reelhouse/contracts/recommendations';
import { hiddenRatings, type Viewer } from '../../platform/auth/viewer';
import type { TitlesRepository } from '../catalogue/catalogue.module';
import type { RecommendationsRepository } from './recommendations.repository';

/** Cards per rail, as the home page's rails show them. */
const RAIL_SIZE = 20;
/** Candidates ranked before what the viewer may not see is taken out. */
const CANDIDATES = 60;

export interface Watcher {
  profileId: number;
  /** The profile's language, for a newcomer's most watched. */
  language: Language;
  viewer: Viewer;
}

/**
 * A profile's recommendations, each rail and card saying why: "Recommended for you" from what is
 * like everything it watched, "Because you watched" its latest title, "More with" the actor it
 * keeps watching. A profile that watched nothing gets what is watched most in its language. Only
 * what it may see, as everywhere: the cards come through the catalogue's visibility.
 */
export class RecommendationsService {
  constructor(
    private readonly repository: RecommendationsRepository,
    private readonly titles: TitlesRepository,
  ) {}

  async forProfile({ profileId, language, viewer }: Watcher, lang: Language): Promise<Recommendations> {
    const visibility = { hiddenRatings: hiddenRatings(viewer) };
    const cardsOf = (ids: readonly number[]) => this.titles.cardsByIds(ids, lang, visibility, RAIL_SIZE);
    const history = await this.repository.history(profileId);
    if (history.length === 0) {
      const spoken = htmlLangOf[language];
      const items = await cardsOf(await this.repository.popularIds(spoken, CANDIDATES));
      return { rails: items.length > 0 ? [{ kind: 'popular', language: spoken, items }] : [] };
    }

    const [candidates, liked, actor, watched] = await Promise.all([
      this.repository.candidates(profileId, CANDIDATES),
      this.repository.likedGenres(profileId),
      this.repository.favouriteActor(profileId),
      cardsOf(history),
    ]);
    const rails: RecommendationRail[] = [];

    const picked = await cardsOf(candidates.map((candidate) => candidate.id));
    const because = new Map(candidates.map((candidate) => [candidate.id, candidate.becauseId]));
    const watchedById = new Map(watched.map((card) => [card.id, card]));
    const topGenres = new Set(liked.slice(0, 3));
    if (picked.length > 0)
      rails.push({
        kind: 'for_you',
        items: picked.map((card) => {
          const seed = watchedById.get(because.get(card.id) ?? -1);
          const genre = card.genres.find((candidate) => topGenres.has(candidate.slug)) ?? null;
          return { ...card, reason: { watched: seed ? { slug: seed.slug, name: seed.name } : null, genre } };
        }),
      });

    // The latest title the profile may still see that has anything like it.
    for (const seed of watched) {
      const items = await cardsOf(await this.repository.similarTo(seed.id, profileId, CANDIDATES));
      if (items.length === 0) continue;
      rails.push({ kind: 'because_watched', title: { slug: seed.slug, name: seed.name }, items });
      break;
    }

    if (actor) {
      const items = await cardsOf(actor.titleIds);
      if (items.length > 0) rails.push({ kind: 'more_with', person: { slug: actor.slug, name: actor.name }, items });
    }
    return { rails };
  }
}
