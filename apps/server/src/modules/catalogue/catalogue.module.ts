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
import { TitlesAdminRepository } from './titles-admin.repository';
import { TitlesAdmin } from './titles-admin.service';
import { SeasonsAdmin } from './seasons-admin.service';
import { CurationAdmin } from './curation-admin.service';
import { curationAdminRoutes } from './curation-admin.routes';
import { seasonsAdminRoutes } from './seasons-admin.routes';
import { TitleWritesRepository } from './title-writes.repository';
import { PublishSchedule } from '../../platform/publish-schedule';
import { titleArtworkRoutes, titleListsRoutes, titlesAdminRoutes } from './titles-admin.routes';
import { PeopleAdmin } from './people-admin.service';
import { PeopleAdminRepository } from './people-admin.repository';
import { peopleAdminRoutes } from './people-admin.routes';
import { TermsAdmin } from './terms-admin.service';
import { termsAdminRoutes } from './terms-admin.routes';
import { consoleSearchRoutes, type MemberFinder, type OrderFinder } from './console-search.routes';

/** What other modules that list titles may use: the title card's SQL and row, and the titles themselves. */
export { titleCardColumns, titleTextJoins, visibleTitles, type Visibility } from './catalogue-sql';
export type { TitleCardRow, TitlesRepository } from './titles.repository';

/**
 * The catalogue: its service over its repositories, the cache its public reads share (dropped
 * when the catalogue or the blog changes: the search lists posts), and its routes.
 */
export function catalogueModule(
  { db, config, changes, log, metrics, store }: Platform,
  needs: Pick<CatalogueOptions, 'searchPosts' | 'searchProducts'> & {
    searchMembers: MemberFinder;
    searchOrders: OrderFinder;
  },
) {
  const titles = new TitlesRepository(db);
  const cache = new ReadCache({ onLookup: metrics.cacheLookup('catalogue') });
  changes.on(['catalogue', 'blog'], () => cache.invalidate());
  const announce = () => changes.announce('catalogue');
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
      searchPosts: needs.searchPosts,
      searchProducts: needs.searchProducts,
      reviewsDefaultStatus: config.reviewsDefaultStatus,
      onContentChange: announce,
    },
  );
  const titleWrites = new TitleWritesRepository(db);
  const schedule = new PublishSchedule(
    'titles',
    { publishDue: () => titleWrites.publishDue(), nextDueAt: () => titleWrites.nextDueAt() },
    announce,
    log,
  );
  // A change on any process may move a title's time: the schedule looks again.
  changes.on(['catalogue'], () => {
    schedule.arm().catch((error: unknown) => log.error({ err: error }, 'scheduling titles failed'));
  });
  const editor = new TitlesAdmin({ db, store, onChange: announce });
  const seasons = new SeasonsAdmin({ db, onChange: announce });
  const people = new PeopleAdmin({ db, store, onChange: announce });
  const genres = new TermsAdmin({ db, onChange: announce }, 'genres');
  const tags = new TermsAdmin({ db, onChange: announce }, 'tags');
  const curation = new CurationAdmin({
    db,
    titles,
    curation: new CurationRepository(db, titles),
    onChange: announce,
  });
  return {
    service,
    titles,
    cache,
    workers: [{ start: () => schedule.start(), stop: () => schedule.stop() }],
    routes: (api) => catalogueRoutes(api, service, cache),
    adminRoutes: {
      for: 'editor',
      routes: (admin) => {
        const adminTitles = new TitlesAdminRepository(db);
        titlesAdminRoutes(admin, { titles: adminTitles, editor, pages: service });
        titleArtworkRoutes(admin, editor);
        titleListsRoutes(admin, editor);
        seasonsAdminRoutes(admin, seasons);
        curationAdminRoutes(admin, curation);
        peopleAdminRoutes(admin, people);
        termsAdminRoutes(admin, genres);
        termsAdminRoutes(admin, tags);
        consoleSearchRoutes(admin, {
          titles: adminTitles,
          people: new PeopleAdminRepository(db),
          members: needs.searchMembers,
          orders: needs.searchOrders,
        });
      },
    },
  } satisfies AppModule & Record<string, unknown>;
}
