import { mkdir } from 'node:fs/promises';
import { openDatabase, type Database } from '@reelhouse/db/database';
import { seedContentPages } from '@reelhouse/db/seed/content-pages';
import { seedPlans } from '@reelhouse/db/seed/plans';
import { seedDemoBlog } from '@reelhouse/db/seed/demo-blog';
import { seedDemoCatalogue } from '@reelhouse/db/seed/seed-demo';
import { seedDemoOperator } from '@reelhouse/db/seed/demo-operator';
import { seedDemoShop } from '@reelhouse/db/seed/demo-shop';
import type { Config } from './config';
import { paths } from './paths';
import { runningServer } from './running-server';

/** Refused: the embedded database is the running server's alone. */
export class DatabaseInUseError extends Error {}

/**
 * Opens the configured database, brings its schema up to date and, on the very first start with
 * SEED_DEMO on, fills in the demo catalogue, blog and shop, holding a lock on the database while
 * it does. The embedded database is refused while a server runs on it: two processes writing one
 * PGlite directory would corrupt it.
 */
export async function openMigratedDatabase(config: Config): Promise<Database> {
  if (config.database.kind === 'pglite') {
    const running = await runningServer(config.dataDir);
    if (running)
      throw new DatabaseInUseError(
        `A server (process ${running.pid}, port ${running.port}) is running on ${config.dataDir}: stop it first, or use the operator console.`,
      );
    await mkdir(config.database.dataDir, { recursive: true });
  }
  const database = await openDatabase(config.database);
  try {
    // Servers starting together on one PostgreSQL take turns: the first migrates and seeds, the
    // others then find nothing left to do.
    await database.exclusively('reelhouse.schema', async () => {
      await prepareSchema(database);
      if (config.seedDemo) {
        await seedDemoCatalogue(database.db);
        await seedDemoBlog(database.db);
        await seedDemoShop(database.db);
        await seedDemoOperator(database.db);
      }
    });
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/** The schema up to date, and what every service needs from its first start (plans, policy and FAQ pages). */
export async function prepareSchema(database: Database): Promise<void> {
  await database.migrate(paths.migrations);
  await seedPlans(database.db);
  await seedContentPages(database.db);
}
