import type { FastifyInstance } from 'fastify';
import type { Database } from '@reelhouse/db/database';
import { buildApp } from './app';
import { announceEnvironment, ConfigError, loadConfig, type Config } from './config';
import { DatabaseInUseError, openMigratedDatabase } from './database-setup';
import { drawMissingDemoArtwork } from './modules/artwork/demo-artwork.jobs';
import { titlesOnHome } from './modules/artwork/home-first';
import { makeMissingDemoAudio } from './modules/blog/demo-audio';
import { makeMissingDemoDownloads } from './modules/shop/demo-downloads';
import { moveEarlierMediaIntoStore } from './platform/storage/earlier-layout';
import { clearRunning, markRunning } from './running-server';

async function main(): Promise<void> {
  const config = loadConfig();
  announceEnvironment(config);
  const database = await openMigratedDatabase(config);
  if (config.storage.kind === 'local') await moveEarlierMediaIntoStore(config.dataDir, config.storage.root);
  const app = await buildApp({ config, database });
  const embedded = database.kind === 'pglite';

  const demoMedia = new AbortController();
  let demoWork: Promise<unknown> = Promise.resolve();

  // Say "not ready" for the drain period (balancers stop sending requests), then stop taking
  // connections, let requests in flight finish, hand running jobs back, close the database, exit.
  let closing = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      if (closing) return;
      closing = true;
      const drainMs = config.shutdownDrainSeconds * 1000;
      app.log.info({ signal, drainSeconds: config.shutdownDrainSeconds }, 'shutting down');
      app.readiness.drain();
      demoMedia.abort();
      const forceExit = setTimeout(() => process.exit(1), drainMs + 10_000).unref();
      new Promise((resolve) => setTimeout(resolve, drainMs))
        .then(() => demoWork)
        .then(() => app.close())
        .then(() => (embedded ? clearRunning(config.dataDir) : undefined))
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
  // The marker guards the embedded database, which is one process's alone; processes sharing a
  // PostgreSQL may share a data directory too, and must not remove each other's marker.
  if (embedded)
    await markRunning(config.dataDir, {
      pid: process.pid,
      port: typeof address === 'object' && address ? address.port : config.port,
    });
  app.log.info({ db: database.kind, dataDir: config.dataDir }, `${config.brand.serviceName} is ready`);
  const setupLink = await app.operators.setup.linkIfNeeded();
  if (setupLink) app.log.warn(`No operator yet. Open ${setupLink} within the hour and sign in: you become the admin.`);

  // Artwork and demo videos are made after the server is up, so the first start is not held up,
  // by a process that runs background work.
  if (config.role !== 'web') demoWork = makeDemoMedia(app, config, database, demoMedia.signal);
  if (config.role !== 'web') {
    app.media.queueUnindexedSubtitles().catch((error: unknown) => {
      app.log.error({ err: error }, 'queueing the indexing of subtitle cues failed');
    });
    app.media.queueMissingPreviews().catch((error: unknown) => {
      app.log.error({ err: error }, 'queueing the previews not made yet failed');
    });
  }
}

/**
 * The demo's clips queued, its downloads, sounds and artwork made: what SEED_DEMO shows first.
 * Settles soon after `signal` aborts (the picture being drawn is finished), so the database is
 * not closed under it; pictures not drawn yet are drawn at the next start (an AVIF copy the
 * second pass had not made yet is not: those pictures stay WebP only).
 */
async function makeDemoMedia(app: FastifyInstance, config: Config, database: Database, signal: AbortSignal) {
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
    await makeMissingDemoDownloads(database.db, app.media.storage)
      .then(() => makeMissingDemoAudio(database.db, app.media.storage))
      .then((made) => made > 0 && changed())
      // A worker serves no catalogue routes to ask: then no picture goes first.
      .then(() => (config.role === 'worker' ? [] : titlesOnHome(app)))
      .then((homeFirst) => drawMissingDemoArtwork(database.db, app.media.storage, app.log, changed, homeFirst, signal))
      .catch((error: unknown) => {
        if (signal.aborted)
          app.log.info('demo artwork stopped with the server: pictures not drawn yet are drawn at the next start');
        else app.log.error({ err: error }, 'demo artwork failed');
      });
  }
}

main().catch((error: unknown) => {
  // A bad configuration is the operator's to fix: say what is wrong without a stack trace.
  console.error(error instanceof ConfigError || error instanceof DatabaseInUseError ? error.message : error);
  process.exit(1);
});
