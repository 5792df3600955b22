import { mkdir } from 'node:fs/promises';
import { openDatabase, type Database } from '@reelhouse/db/database';
import type { Config } from './config';
import { paths } from './paths';

/** Opens the configured database and brings its schema up to date. */
export async function openMigratedDatabase(config: Config): Promise<Database> {
  if (config.database.kind === 'pglite') await mkdir(config.database.dataDir, { recursive: true });
  const database = await openDatabase(config.database);
  try {
    await database.migrate(paths.migrations);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
