import type { AppModule } from '../../platform/app-module';
import type { Platform } from '../../platform/platform';
import type { TitlesRepository } from '../catalogue/catalogue.module';
import { RecommendationsRepository } from './recommendations.repository';
import { recommendationsRoutes } from './recommendations.routes';
import { RecommendationsService } from './recommendations.service';
import { SimilaritiesRepository } from './similarities.repository';

/** How often the likeness of titles is measured again from everyone's watching. */
const REFRESH_MS = 6 * 60 * 60_000;

/**
 * Explained recommendations per profile: a job measures how alike titles are (co-watching first,
 * then genres, tags and cast); each request ranks from that what is like the profile's history.
 */
export function recommendationsModule({ db }: Platform, needs: { titles: TitlesRepository }): AppModule {
  const similarities = new SimilaritiesRepository(db);
  const service = new RecommendationsService(new RecommendationsRepository(db), needs.titles);
  return {
    routes: (api) => recommendationsRoutes(api, service),
    repeated: [{ name: 'measure how alike titles are', everyMs: REFRESH_MS, run: () => similarities.refresh() }],
  };
}
