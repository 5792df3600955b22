import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from './config';
import { openMigratedDatabase } from './database-setup';
import { AppError } from './errors/app-error';
import { MembersRepository } from './modules/accounts/members.repository';
import { normaliseMobile } from './modules/accounts/phone-number';
import { importMedia } from './modules/media/media-import.command';

const usage = `Usage: node apps/server/dist/cli.js <command>   (or: npm run <command> -- <options>)

Commands:
  migrate                          apply pending database migrations (and, with SEED_DEMO=true,
                                   the first-run demo seed)
  admin:create --mobile <number>   make the member with this mobile number an admin, creating the
                                   account if needed; they sign in at /login with that number
  media:import <file> --title <slug> [--season <n> --episode <n>]
                                   attach a video file to a title (or one episode) and transcode it
                                   to HLS here, printing progress; a running server's workers share
                                   the jobs when the database is PostgreSQL`;

const commands: Record<string, () => Promise<void>> = {
  migrate: async () => {
    const config = loadConfig();
    const database = await openMigratedDatabase(config);
    await database.close();
    console.log(`Migrations applied (${database.kind}).`);
  },
  'admin:create': async () => {
    const { values } = parseArgs({ args: process.argv.slice(3), options: { mobile: { type: 'string' } } });
    if (!values.mobile) throw new UsageError('admin:create needs --mobile <number>.');
    const config = loadConfig();
    const mobile = normaliseMobile(values.mobile, config.signIn.defaultCountry);
    const database = await openMigratedDatabase(config);
    try {
      const admin = await new MembersRepository(database.db).makeAdmin(mobile);
      console.log(
        `${mobile} is an admin (user ${admin.id}${admin.created ? ', new account' : ''}). Sign in at /login with this number.`,
      );
    } finally {
      await database.close();
    }
  },
  'media:import': async () => {
    const { values, positionals } = parseArgs({
      args: process.argv.slice(3),
      allowPositionals: true,
      options: { title: { type: 'string' }, season: { type: 'string' }, episode: { type: 'string' } },
    });
    const [file] = positionals;
    if (!file || !values.title) throw new UsageError('media:import needs a file and --title <slug>.');
    if ((values.season === undefined) !== (values.episode === undefined)) {
      throw new UsageError('Give both --season and --episode, or neither.');
    }
    const target =
      values.season === undefined
        ? { titleSlug: values.title }
        : {
            titleSlug: values.title,
            season: positiveNumber('--season', values.season),
            episode: positiveNumber('--episode', values.episode),
          };
    await importMedia(loadConfig(), file, target);
  },
};

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
  const known = error instanceof ConfigError || error instanceof AppError || error instanceof UsageError;
  console.error(known ? (error as Error).message : error);
  if (error instanceof UsageError) console.error(`\n${usage}`);
  process.exit(1);
});
