import type { AppModule } from '../../platform/app-module';
import type { Platform } from '../../platform/platform';
import { analyticsRoutes } from './analytics.routes';
import { Analytics } from './analytics.service';

/** How often the dashboard's rollups take in what happened: the raw part of an overview stays minutes long. */
const ROLLUP_EVERY_MS = 5 * 60_000;

/** The operators' dashboard figures, and the rollup that keeps them fast. */
export function analyticsModule({ db, config }: Platform) {
  const analytics = new Analytics({ db, timeZone: config.timeZone });
  return {
    analytics,
    adminRoutes: { for: 'editor', routes: (admin) => analyticsRoutes(admin, analytics) },
    repeated: [
      {
        name: 'analytics rollup',
        everyMs: ROLLUP_EVERY_MS,
        run: async () => ({ days: await analytics.rollUp() }),
      },
    ],
  } satisfies AppModule & Record<string, unknown>;
}
