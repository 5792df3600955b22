import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openMigratedDatabase } from './database-setup';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openMigratedDatabase(config);
  const app = await buildApp({ config, database });

  // Stop taking connections, let requests in flight finish, close the database, then exit.
  let closing = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      const forceExit = setTimeout(() => process.exit(1), 10_000).unref();
      app.close().then(
        () => {
          clearTimeout(forceExit);
          process.exit(0);
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }

  await app.listen({ host: config.host, port: config.port });
  app.log.info({ db: database.kind, dataDir: config.dataDir }, `${config.brand.serviceName} is ready`);
}

main().catch((error: unknown) => {
  // A bad configuration is the operator's to fix: say what is wrong without a stack trace.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
