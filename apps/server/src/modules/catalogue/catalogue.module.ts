import type { Db } from '@reelhouse/db/database';
import { ReadCache } from '../../http/read-cache';
import { CatalogueService } from './catalogue.service';
import { CurationRepository } from './curation.repository';
import { PeopleRepository } from './people.repository';
import { SearchRepository } from './search.repository';
import { TaxonomyRepository } from './taxonomy.repository';
import { TitlesRepository } from './titles.repository';

/** The catalogue's service over its repositories, and the cache its public reads share. */
export function createCatalogue(db: Db) {
  const titles = new TitlesRepository(db);
  const service = new CatalogueService({
    titles,
    people: new PeopleRepository(db),
    taxonomy: new TaxonomyRepository(db),
    curation: new CurationRepository(db, titles),
    search: new SearchRepository(db),
  });
  return { service, cache: new ReadCache() };
}
