import { parseArgs } from 'node:util';
import type { Database } from '@reelhouse/db/database';
import { ConfigError, loadConfig, type Config } from './config';
import { DatabaseInUseError, openMigratedDatabase } from './database-setup';
import { AppError } from './platform/errors/app-error';
import { readMobile } from '@reelhouse/contracts/phone-numbers';
import { Analytics } from './modules/analytics/analytics.service';
import { OperatorSetup } from './modules/operators/operator-setup.service';
import { LOCAL_KEY_FILE } from './modules/operators/operators.module';
import { LOCAL_KEY_HEADER } from './modules/operators/operators.routes';
import { storedSecret } from './platform/stored-secret';
import { runningServer } from './running-server';
import { importMedia, setMarkers } from './modules/media/media-import.command';
import { parseIntro, parseTime } from './modules/media/marker-times';

const usage = `Usage: node apps/server/dist/cli.js <command>   (or: npm run <command> -- <options>)

Commands:
  migrate                          apply pending database migrations (and, with SEED_DEMO=true,
                                   the first-run demo seed)
  admin:create --mobile <number>   make the member with this mobile number an admin, creating the
                                   account if needed; they sign in at /login with that number
  analytics:rollup [--from <YYYY-MM-DD>]
                                   roll up the dashboard's days now (the server does it every five
                                   minutes); --from redoes the days from that one, after importing
                                   or restoring past playback data
  media:import <file> --title <slug> [--season <n> --episode <n>]
                                   attach a video file to a title (or one episode) and transcode it
                                   to HLS here, printing progress; a running server's workers share
                                   the jobs when the database is PostgreSQL
  media:markers --title <slug> [--season <n> --episode <n>] [--intro <start-end|none>] [--credits <time|none>]
                                   set where the intro and the credits are (times as 75, 1:15 or 1:02:03)`;

const commands: Record<string, () => Promise<void>> = {
  migrate: async () => {
    const config = loadConfig();
    const kind = await withDatabase(config, async (database) => database.kind);
    console.log(`Migrations applied (${kind}).`);
  },
  'admin:create': async () => {
    const { values } = parseArgs({ args: process.argv.slice(3), options: { mobile: { type: 'string' } } });
    if (!values.mobile) throw new UsageError('admin:create needs --mobile <number>.');
    const config = loadConfig();
    const reading = readMobile(values.mobile, config.signIn.defaultCountry);
    if ('problem' in reading) throw new UsageError(reading.problem);
    const mobile = reading.number;
    const running = config.database.kind === 'pglite' ? await runningServer(config.dataDir) : null;
    const admin = running
      ? await grantThroughServer(running.port, config.dataDir, mobile)
      : await withDatabase(config, (database) =>
          new OperatorSetup({ db: database.db, siteOrigin: config.siteOrigin }).grantAdmin(mobile),
        );
    console.log(
      `${mobile} is an admin (user ${admin.id}${admin.created ? ', new account' : ''}). Sign in at /login with this number.`,
    );
  },
  'analytics:rollup': async () => {
    const { values } = parseArgs({ args: process.argv.slice(3), options: { from: { type: 'string' } } });
    if (values.from !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(values.from))
      throw new UsageError('--from takes a day as YYYY-MM-DD.');
    const config = loadConfig();
    const started = performance.now();
    const days = await withDatabase(config, (database) =>
      new Analytics({ db: database.db, timeZone: config.timeZone }).rollUp(values.from),
    );
    console.log(`${days} day(s) rolled up in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  },
  'media:import': async () => {
    const { values, positionals } = parseArgs({
      args: process.argv.slice(3),
      allowPositionals: true,
      options: { title: { type: 'string' }, season: { type: 'string' }, episode: { type: 'string' } },
    });
    const [file] = positionals;
    if (!file || !values.title) throw new UsageError('media:import needs a file and --title <slug>.');
    await importMedia(loadConfig(), file, targetOf(values));
  },
  'media:markers': async () => {
    const { values } = parseArgs({
      args: process.argv.slice(3),
      options: {
        title: { type: 'string' },
        season: { type: 'string' },
        episode: { type: 'string' },
        intro: { type: 'string' },
        credits: { type: 'string' },
      },
    });
    if (!values.title) throw new UsageError('media:markers needs --title <slug>.');
    const intro = values.intro === undefined ? undefined : parseIntro(values.intro);
    const credits =
      values.credits === undefined || values.credits === 'none' ? values.credits : parseTime(values.credits);
    if (intro === null)
      throw new UsageError('--intro must be start-end (such as 0:05-0:35, the end after the start) or none.');
    if (credits === null) throw new UsageError('--credits must be a time such as 41:20, or none.');
    await setMarkers(loadConfig(), targetOf(values), { intro, credits });
  },
};

/** Opens the database for a command and closes it after. */
async function withDatabase<T>(config: Config, work: (database: Database) => Promise<T>): Promise<T> {
  const database = await openMigratedDatabase(config);
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

/** admin:create while the server runs on the embedded database: the server makes the change. */
async function grantThroughServer(port: number, dataDir: string, mobile: string) {
  const key = await storedSecret(null, dataDir, LOCAL_KEY_FILE);
  const response = await fetch(`http://127.0.0.1:${port}/api/local/operators`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [LOCAL_KEY_HEADER]: key.toString('base64url') },
    body: JSON.stringify({ mobile }),
  }).catch(() => null);
  if (!response?.ok)
    throw new UsageError(
      `The server running on ${dataDir} (port ${port}) did not make the change${response ? ` (${response.status})` : ''}: is it still starting?`,
    );
  return (await response.json()) as { id: number; created: boolean };
}

/** A title, or one of its episodes when both --season and --episode are given. */
function targetOf(values: { title?: string; season?: string; episode?: string }) {
  const titleSlug = values.title ?? '';
  if ((values.season === undefined) !== (values.episode === undefined)) {
    throw new UsageError('Give both --season and --episode, or neither.');
  }
  return values.season === undefined
    ? { titleSlug }
    : {
        titleSlug,
        season: positiveNumber('--season', values.season),
        episode: positiveNumber('--episode', values.episode),
      };
}

function positiveNumber(option: string, value: string | undefined): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new UsageError(`${option} must be a whole number from 1.`);
  return number;
}

class UsageError extends Error {}

const command = commands[process.argv[2] ?? ''];
if (!command) {
  console.error(usage);
  process.exit(2);
}
command().catch((error: unknown) => {
  // Mistakes in the command or the configuration are the operator's to fix: no stack trace.
  const known =
    error instanceof ConfigError ||
    error instanceof AppError ||
    error instanceof UsageError ||
    error instanceof DatabaseInUseError;
  console.error(known ? (error as Error).message : error);
  if (error instanceof UsageError) console.error(`\n${usage}`);
  process.exit(1);
});
