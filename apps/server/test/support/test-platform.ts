import { loadConfig } from '../../src/config';
import { ContentChanges } from '../../src/platform/content-changes';
import { DatabaseRateLimiter } from '../../src/platform/limits/rate-limiter';
import { queueWorkerFor, secretsIn, type Platform } from '../../src/platform/platform';
import type { TestApp } from './test-app';

/** A platform over a test app's database and data directory, to build one module apart from the app. */
export function testPlatform(t: TestApp): Platform {
  return {
    app: t.app,
    db: t.database.db,
    config: loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: t.dataDir }),
    log: t.app.log,
    limiter: new DatabaseRateLimiter(t.database.db),
    changes: new ContentChanges(),
    demoGuard: async () => undefined,
    queueWorker: queueWorkerFor(t.database),
    secret: secretsIn(t.dataDir),
  };
}
