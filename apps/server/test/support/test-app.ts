import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import type { Database } from '@reelhouse/db/database';
import { seedDemoShop } from '@reelhouse/db/seed/demo-shop';
import { seedDemoCatalogue } from '@reelhouse/db/seed/seed-demo';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  /** This app's own DATA_DIR, removed on close. */
  dataDir: string;
  database: Database;
  close: () => Promise<void>;
}

/** The whole application on a fresh database, ready for `app.inject`. Call `close` in afterAll. */
export async function createTestApp(
  options: { env?: NodeJS.ProcessEnv; webDistDir?: string; seed?: boolean; logStream?: DestinationStream } = {},
): Promise<TestApp> {
  const { database, drop } = await openTestDatabase();
  if (options.seed) {
    await seedDemoCatalogue(database.db);
    await seedDemoShop(database.db);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'reelhouse-test-'));
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...options.env });
  const app = await buildApp({
    config,
    database,
    ...(options.webDistDir ? { webDistDir: options.webDistDir } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  return {
    app,
    dataDir,
    database,
    close: async () => {
      await app.close();
      await drop();
      // Retried: once on a busy CI machine a file landed in the folder while it was being removed
      // (ENOTEMPTY), failing a file whose tests had all passed.
      rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 });
    },
  };
}
