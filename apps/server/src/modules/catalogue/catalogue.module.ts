import type { AppModule } from '../../platform/app-module';
import type { Platform } from '../../platform/platform';
import { ReadCache } from '../../platform/read-cache';
import { catalogueRoutes } from './catalogue.routes';
import { CatalogueService, type CatalogueOptions } from './catalogue.service';
import { CurationRepository } from './curation.repository';
import { PeopleRepository } from './people.repository';
import { ReviewsRepository } from './reviews.repository';
import { SearchRepository } from './search.repository';
import { TaxonomyRepository } from './taxonomy.repository';
import { TitlesRepository } from './titles.repository';

/** What other modules that list titles may use: the title card's SQL and row, and the titles themselves. */
export { titleCardColumns, titleTextJoins, visibleTitles, type Visibility } from './catalogue-sql';
export type { TitleCardRow, TitlesRepository } from './titles.repository';

/**
 * The catalogue: its service over its repositories, the cache its public reads share (dropped
 * when the catalogue or the blog changes: the search lists posts), and its routes.
 */
export function catalogueModule(
  { db, config, changes }: Platform,
  needs: Pick<CatalogueOptions, 'searchPosts' | 'searchProducts'>,
) {
  const titles = new TitlesRepository(db);
  const cache = new ReadCache();
  changes.on(['catalogue', 'blog'], () => cache.invalidate());
  const service = new CatalogueService(
    {
      titles,
      people: new PeopleRepository(db),
      taxonomy: new TaxonomyRepository(db),
      curation: new CurationRepository(db, titles),
      search: new SearchRepository(db),
      reviews: new ReviewsRepository(db),
    },
    {
      ...needs,
      reviewsDefaultStatus: config.reviewsDefaultStatus,
      onContentChange: () => changes.announce('catalogue'),
    },
  );
  return {
    service,
    titles,
    cache,
    routes: (api) => catalogueRoutes(api, service, cache),
  } satisfies AppModule & Record<string, unknown>;
}
