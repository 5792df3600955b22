import type { Db } from '@reelhouse/db/database';
import { ReadCache } from '../../http/read-cache';
import { CatalogueService, type CatalogueOptions } from './catalogue.service';
import { CurationRepository } from './curation.repository';
import { PeopleRepository } from './people.repository';
import { ReviewsRepository } from './reviews.repository';
import { SearchRepository } from './search.repository';
import { TaxonomyRepository } from './taxonomy.repository';
import { TitlesRepository } from './titles.repository';

/** The catalogue's service over its repositories, and the cache its public reads share. */
export function createCatalogue(db: Db, options: Omit<CatalogueOptions, 'onContentChange'>) {
  const titles = new TitlesRepository(db);
  const cache = new ReadCache();
  const service = new CatalogueService(
    {
      titles,
      people: new PeopleRepository(db),
      taxonomy: new TaxonomyRepository(db),
      curation: new CurationRepository(db, titles),
      search: new SearchRepository(db),
      reviews: new ReviewsRepository(db),
    },
    { ...options, onContentChange: () => cache.invalidate() },
  );
  return { service, cache, titles };
}
