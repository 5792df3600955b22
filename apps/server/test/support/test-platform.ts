import { loadConfig } from '../../src/config';
import { ContentChanges } from '../../src/platform/content-changes';
import { DatabaseRateLimiter } from '../../src/platform/limits/rate-limiter';
import { Metrics } from '../../src/platform/operations/metrics';
import { queueWorkerFor, secretsIn, type Platform } from '../../src/platform/platform';
import { openBlobStore } from '../../src/platform/storage/open-blob-store';
import type { TestApp } from './test-app';

/** A platform over a test app's database and data directory, to build one module apart from the app. */
export function testPlatform(t: TestApp): Platform {
  const metrics = new Metrics(t.database.db);
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: t.dataDir });
  return {
    app: t.app,
    db: t.database.db,
    config,
    log: t.app.log,
    limiter: new DatabaseRateLimiter(t.database.db),
    changes: new ContentChanges(),
    store: openBlobStore(config.storage),
    metrics,
    demoGuard: async () => undefined,
    queueWorker: queueWorkerFor(t.database, metrics),
    secret: secretsIn(t.dataDir),
  };
}
