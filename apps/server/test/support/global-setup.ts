import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '@reelhouse/db/database';
import { createThrowawayDatabase } from '../../../../scripts/lib/throwaway-database.mjs';
import { prepareSchema } from '../../src/database-setup';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated database every test file copies: a PGlite dump's path, or a PostgreSQL database's name. */
    migratedTemplate: { kind: 'pglite'; file: string } | { kind: 'postgres'; name: string };
  }
}

/**
 * Migrates one database for the whole run; each test file then starts from a copy of it (PGlite
 * loads the dumped data directory, PostgreSQL creates from a template) instead of migrating again,
 * which took seconds per file.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const template = await createThrowawayDatabase(serverUrl, 'reelhouse_template');
    const database = await openDatabase({ kind: 'postgres', url: template.url, poolSize: 2 });
    await prepareSchema(database);
    // A template must have nobody connected while it is copied.
    await database.close();
    project.provide('migratedTemplate', { kind: 'postgres', name: new URL(template.url).pathname.slice(1) });
    return template.drop;
  }
  const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
  await prepareSchema(database);
  const dump = await database.dump?.();
  await database.close();
  if (!dump) throw new Error('PGlite gave no dump of the migrated database.');
  const file = path.join(tmpdir(), `reelhouse-migrated-${randomBytes(5).toString('hex')}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('migratedTemplate', { kind: 'pglite', file });
  return () => Promise.resolve(rmSync(file, { force: true }));
}
