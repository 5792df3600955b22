import type { AppModule } from '../../platform/app-module';
import type { Platform } from '../../platform/platform';
import { ReadCache } from '../../platform/read-cache';
import { contentPageAdminRoutes } from './content-pages-admin.routes';
import { contentPageRoutes } from './content-pages.routes';
import { ContentPages } from './content-pages.service';

/** Policy pages and the FAQ: read by everyone from a cache, rewritten by operators. */
export function contentPagesModule({ db, config, changes, metrics }: Platform): AppModule {
  const cache = new ReadCache({ onLookup: metrics.cacheLookup('pages') });
  changes.on(['pages'], () => cache.invalidate());
  const { brand } = config;
  const pages = new ContentPages(
    db,
    { service: brand.serviceName, company: brand.companyName, email: brand.contactEmail, city: brand.arbitrationCity },
    () => changes.announce('pages'),
  );
  return {
    routes: (api) => contentPageRoutes(api, pages, cache),
    adminRoutes: { for: 'admin', routes: (admin) => contentPageAdminRoutes(admin, pages) },
  };
}
