import type { AppModule } from '../../platform/app-module';
import type { Platform } from '../../platform/platform';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { TitlesRepository } from '../catalogue/catalogue.module';
import { LibraryRepository } from './library.repository';
import { libraryRoutes } from './library.routes';
import { LibraryService } from './library.service';
import { DAY_MS } from '../../platform/jobs/repeated-job';

/** A member's My List, watch history, ratings and playlists, over the catalogue's titles. */
export function libraryModule(
  { db, store }: Platform,
  needs: { titles: TitlesRepository; catalogue: CatalogueService },
): AppModule {
  const library = new LibraryService(new LibraryRepository(db, needs.titles), needs.titles, needs.catalogue, {
    db,
    store,
  });
  return {
    routes: (api) => libraryRoutes(api, library),
    repeated: [
      {
        name: 'delete playlist thumbnails nothing shows',
        everyMs: DAY_MS,
        run: () => library.removeUnusedThumbnails(),
      },
    ],
  };
}
