import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DatabaseInUseError, openMigratedDatabase } from './database-setup';
import { drawMissingDemoArtwork } from './modules/artwork/demo-artwork.jobs';
import { titlesOnHome } from './modules/artwork/home-first';
import { makeMissingDemoAudio } from './modules/blog/demo-audio';
import { makeMissingDemoDownloads } from './modules/shop/demo-downloads';
import { clearRunning, markRunning } from './running-server';

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
      app
        .close()
        .then(() => clearRunning(config.dataDir))
        .then(
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
  const address = app.server.address();
  await markRunning(config.dataDir, {
    pid: process.pid,
    port: typeof address === 'object' && address ? address.port : config.port,
  });
  app.log.info({ db: database.kind, dataDir: config.dataDir }, `${config.brand.serviceName} is ready`);
  const setupLink = await app.operators.setup.linkIfNeeded();
  if (setupLink) app.log.warn(`No operator yet. Open ${setupLink} within the hour and sign in: you become the admin.`);

  // Artwork and demo videos are made after the server is up, so the first start is not held up.
  app.media.queueDemoMedia().then(
    (clips) => clips > 0 && app.log.info({ clips }, 'demo clips queued: titles play as their first rendition lands'),
    (error: unknown) => app.log.error({ err: error }, 'queueing demo media failed'),
  );
  if (config.seedDemo) {
    const changed = () => {
      app.contentChanged('catalogue');
      app.contentChanged('blog');
      app.contentChanged('shop');
    };
    // Bought files first (a second or two): a buyer may download one at once; pictures can wait,
    // and of those the home page's come first.
    makeMissingDemoDownloads(database.db, config.shop.downloadsDir)
      .then(() => makeMissingDemoAudio(database.db, config.audioDir))
      .then((made) => made > 0 && changed())
      .then(() => titlesOnHome(app))
      .then((homeFirst) => drawMissingDemoArtwork(database.db, config.imagesDir, app.log, changed, homeFirst))
      .catch((error: unknown) => app.log.error({ err: error }, 'demo artwork failed'));
  }
}

main().catch((error: unknown) => {
  // A bad configuration is the operator's to fix: say what is wrong without a stack trace.
  console.error(error instanceof ConfigError || error instanceof DatabaseInUseError ? error.message : error);
  process.exit(1);
});
