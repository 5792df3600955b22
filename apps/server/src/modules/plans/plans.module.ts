import type { AppModule } from '../../platform/app-module';
import type { Platform } from '../../platform/platform';
import { PlansRepository } from './plans.repository';
import { planRoutes } from './plans.routes';

/** What a plan entitles its member to, read by playback. */
export type { PlanEntitlements, PlanSource } from './plan-entitlements';

/** The plans on sale and what each entitles its member to. */
export function plansModule({ db }: Platform) {
  const plans = new PlansRepository(db);
  return { plans, routes: (api) => planRoutes(api, plans) } satisfies AppModule & Record<string, unknown>;
}
