import type { AppModule } from '../../platform/app-module';
import type { Platform } from '../../platform/platform';
import { EntitlementsRepository } from './entitlements.repository';
import { entitlementRoutes } from './entitlements.routes';

/**
 * The entitlement ledger as members and operators read it. Rights are written where they are
 * earned — a settled plan payment or an operator's grant (payments), a paid order (shop) — into
 * the one `entitlements` table, and playback's plan check reads the same rows.
 */
export function entitlementsModule({ db }: Platform) {
  const ledger = new EntitlementsRepository(db);
  return {
    ledger,
    routes: (api) => entitlementRoutes(api, ledger),
  } satisfies AppModule & Record<string, unknown>;
}
