import type { AppModule } from '../../platform/app-module';
import type { Platform } from '../../platform/platform';
import { PlansAdmin } from './plans-admin.service';
import { plansAdminRoutes } from './plans-admin.routes';
import { PlansRepository } from './plans.repository';
import { planRoutes } from './plans.routes';

/** What a plan entitles its member to, read by playback. */
export type { PlanEntitlements, PlanSource } from './plan-entitlements';

/** The plans on sale and what each entitles its member to; admins change them in the console. */
export function plansModule({ db }: Platform) {
  const plans = new PlansRepository(db);
  const admin = new PlansAdmin(db);
  return {
    plans,
    routes: (api) => planRoutes(api, plans),
    adminRoutes: { for: 'admin', routes: (scope) => plansAdminRoutes(scope, admin) },
  } satisfies AppModule & Record<string, unknown>;
}
