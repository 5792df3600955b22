import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import type { DatabaseKind } from '@reelhouse/contracts/health';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { listenOnPostgres } from './postgres-listener';
import * as accountsTables from './schema/accounts';
import * as analyticsTables from './schema/analytics';
import * as blogTables from './schema/blog';
import * as catalogueTables from './schema/catalogue';
import * as contactTables from './schema/contact';
import * as contentPagesTables from './schema/content-pages';
import * as curationTables from './schema/curation';
import * as entitlementsTables from './schema/entitlements';
import * as engagementTables from './schema/engagement';
import * as grievancesTables from './schema/grievances';
import * as jobsTables from './schema/jobs';
import * as libraryTables from './schema/library';
import * as mediaTables from './schema/media';
import * as mediaImagesTables from './schema/media-images';
import * as newsletterTables from './schema/newsletter';
import * as operatorsTables from './schema/operators';
import * as paymentsTables from './schema/payments';
import * as peopleTables from './schema/people';
import * as plansTables from './schema/plans';
import * as shopCatalogueTables from './schema/shop-catalogue';
import * as shopOrdersTables from './schema/shop-orders';
import * as subscriptionsTables from './schema/subscriptions';

// Every schema file: the query builder knows every table, so renaming a column fails the typecheck.
const schema = {
  ...accountsTables,
  ...analyticsTables,
  ...blogTables,
  ...catalogueTables,
  ...contactTables,
  ...contentPagesTables,
  ...curationTables,
  ...engagementTables,
  ...entitlementsTables,
  ...grievancesTables,
  ...jobsTables,
  ...libraryTables,
  ...mediaTables,
  ...mediaImagesTables,
  ...newsletterTables,
  ...operatorsTables,
  ...paymentsTables,
  ...peopleTables,
  ...plansTables,
  ...shopCatalogueTables,
  ...shopOrdersTables,
  ...subscriptionsTables,
};

/**
 * Raw queries (`db.execute`) answer `{ rows }` on both drivers (PGlite's Results, node-postgres's
 * QueryResult): typed so, a caller reads `rows` without casting the whole answer.
 */
export interface RowsResultHKT extends PgQueryResultHKT {
  readonly type: RawRows<this['row']>;
}
interface RawRows<Row> {
  rows: Row[];
}

export type Db = PgDatabase<RowsResultHKT, typeof schema>;

export interface Database {
  kind: DatabaseKind;
  db: Db;
  /** Applies every committed migration not yet applied. Safe to call on every start. */
  migrate(migrationsFolder: string): Promise<void>;
  /** Cheap liveness probe used by the health check. */
  ping(): Promise<void>;
  /**
   * Runs `work` while holding the lock `name` across every process on this database (a PostgreSQL
   * advisory lock): two servers starting together migrate and seed one after the other.
   */
  exclusively<T>(name: string, work: () => Promise<T>): Promise<T>;
  /** Sends `payload` to every process listening on `channel`, this one included. */
  notify(channel: string, payload: string): Promise<void>;
  /** Hears every message on `channel`; answers what stops listening. */
  listen(channel: string, handlers: ChannelHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** The embedded database's whole data directory, to open copies of (`from`); PGlite only. */
  dump?: () => Promise<Blob>;
}

export interface ChannelHandlers {
  onMessage: (payload: string) => void;
  /** Listening went on after a lost connection: messages may have been missed meanwhile. */
  onResume: () => void;
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /**
   * `dataDir` undefined keeps the database in memory (tests); `from` starts it as a copy of a
   * dumped data directory (PGlite's dumpDataDir), which is far quicker than creating and migrating.
   */
  | { kind: 'pglite'; dataDir: string | undefined; from?: Blob };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'postgres'
    ? openPostgres(options.url, options.poolSize ?? 10)
    : openPglite(options.dataDir, options.from);
}

async function openPglite(dataDir: string | undefined, from: Blob | undefined): Promise<Database> {
  // pg_trgm gives search its typo tolerance; PostgreSQL servers ship it as a contrib extension.
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm }, ...(from && { loadDataDir: from }) });
  const db = drizzlePglite(client, { schema });
  return {
    kind: 'pglite',
    db,
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    // One process owns the embedded database (the running-server check): nobody to wait for.
    exclusively: (_name, work) => work(),
    notify: async (channel, payload) => {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    listen: (channel, { onMessage }) => client.listen(channel, onMessage),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection can be cut (database restart, pg_terminate_backend, network). The pool drops
  // it and opens a new one when needed; without a listener Node would end the whole process.
  pool.on('error', (error) => process.emitWarning(`PostgreSQL connection lost: ${error.message}`));
  // Fail at start, with the driver's reason, rather than on the first request.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePostgres(pool, { schema });
  return {
    kind: 'postgres',
    db,
    migrate: (migrationsFolder) => migratePostgres(db, { migrationsFolder }),
    ping: async () => {
      await pool.query('select 1');
    },
    exclusively: async (name, work) => {
      const holder = await pool.connect();
      try {
        await holder.query('select pg_advisory_lock(hashtext($1))', [name]);
        try {
          return await work();
        } finally {
          await holder.query('select pg_advisory_unlock(hashtext($1))', [name]);
        }
      } finally {
        holder.release();
      }
    },
    notify: async (channel, payload) => {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    listen: (channel, handlers) => listenOnPostgres(url, channel, handlers),
    close: () => pool.end(),
  };
}

/**
 * Runs a raw SQL query and returns its rows typed as `T`. Both drivers answer `{ rows }`; drizzle
 * types the result per driver, so the one cast lives here.
 */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
