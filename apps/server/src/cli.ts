import { ConfigError, loadConfig } from './config';
import { openMigratedDatabase } from './database-setup';

const usage = `Usage: node apps/server/dist/cli.js <command>

Commands:
  migrate   apply pending database migrations (and, with SEED_DEMO=true, the first-run demo seed)`;

const commands: Record<string, () => Promise<void>> = {
  migrate: async () => {
    const config = loadConfig();
    const database = await openMigratedDatabase(config);
    await database.close();
    console.log(`Migrations applied (${database.kind}).`);
  },
};

const command = commands[process.argv[2] ?? ''];
if (!command) {
  console.error(usage);
  process.exit(2);
}
command().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
