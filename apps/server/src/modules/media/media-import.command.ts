import { access } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pino from 'pino';
import type { Config } from '../../config';
import { openMigratedDatabase } from '../../database-setup';
import type { JobStatus } from '../../platform/jobs/job-queue';
import { AppError } from '../../platform/errors/app-error';
import { openBlobStore } from '../../platform/storage/open-blob-store';
import { MediaRepository, type PlayableTarget } from './media.repository';
import { createMedia, type Media } from './media.module';

/**
 * `npm run media:import`: imports the file, then works on its jobs in this process (beside any
 * server sharing the database), printing their progress until every one is done or has failed.
 */
export async function importMedia(config: Config, file: string, target: PlayableTarget): Promise<void> {
  const absolute = path.resolve(file);
  await access(absolute).catch(() => {
    throw new Error(`Cannot read ${absolute}.`);
  });
  const log = pino({ level: config.logLevel === 'silent' ? 'silent' : 'warn' });
  const database = await openMigratedDatabase(config);
  const media = createMedia(database.db, config, log, openBlobStore(config.storage));
  try {
    console.log(`Importing ${absolute}…`);
    const asset = await media.importer.importFile(absolute, target);
    console.log(`Asset ${asset.id}: ${asset.width}×${asset.height}, ${asset.durationSeconds.toFixed(1)} s.`);
    await media.queue.start({ takeOverRunning: database.kind === 'pglite' });
    const failed = await followJobs(media, asset.id);
    await media.queue.stop();
    if (failed) throw new Error('Some of the work failed (see above); run the import again to retry it.');
    console.log(
      `${target.titleSlug}${target.season === undefined ? '' : ` S${target.season}E${target.episode}`} is playable.`,
    );
  } finally {
    await database.close();
  }
}

/** Prints each job's state when it changes; answers whether any failed for good. */
async function followJobs(media: Media, assetId: number): Promise<boolean> {
  const work = [
    ...(await media.repository.renditions(assetId)).map((rendition) => ({
      label: `${rendition.height}p`,
      status: () => media.queue.status(media.jobs.rendition, { assetId, height: rendition.height }),
      notQueued: 'done earlier',
    })),
    {
      label: 'storyboard',
      status: () => media.queue.status(media.jobs.storyboard, { assetId }),
      // Queued when the last rendition lands.
      notQueued: 'after the renditions',
    },
  ];
  const shown = new Map<string, string>();
  for (;;) {
    const statuses = await Promise.all(work.map(async (item) => ({ ...item, now: await item.status() })));
    for (const { label, now, notQueued } of statuses) {
      const line = now ? describe(now) : notQueued;
      if (shown.get(label) !== line) console.log(`  ${label}: ${line}`);
      shown.set(label, line);
    }
    if (statuses.every(({ now }) => !now || now.state === 'done' || now.state === 'failed')) {
      return statuses.some(({ now }) => now?.state === 'failed');
    }
    await sleep(1000);
  }
}

function describe(status: JobStatus): string {
  if (status.state === 'running') return `running, ${Math.floor(status.progress / 10) * 10} %`;
  if (status.state === 'queued' && status.reason) return `waiting to retry (${status.reason})`;
  return status.state === 'failed' ? `failed: ${status.reason}` : status.state;
}

/**
 * `npm run media:markers`: changes only the markers given (`none` removes one), keeping the rest.
 */
export async function setMarkers(
  config: Config,
  target: PlayableTarget,
  change: { intro?: { start: number; end: number } | 'none'; credits?: number | 'none' },
): Promise<void> {
  const database = await openMigratedDatabase(config);
  try {
    const repository = new MediaRepository(database.db);
    const playable = await repository.playableOf(target);
    if (!playable) throw new AppError('not_found', `${describeTarget(target)} has no video yet: import one first.`);
    const current = await repository.markers(playable.playableId);
    const intro =
      change.intro === undefined
        ? current
        : change.intro === 'none'
          ? { introStart: null, introEnd: null }
          : { introStart: change.intro.start, introEnd: change.intro.end };
    const creditsStart =
      change.credits === undefined ? current.creditsStart : change.credits === 'none' ? null : change.credits;
    await repository.setMarkers(playable.playableId, {
      introStart: intro.introStart,
      introEnd: intro.introEnd,
      creditsStart,
    });
    console.log(
      `Markers of ${describeTarget(target)}: intro ${intro.introStart ?? '–'}–${intro.introEnd ?? '–'} s, credits from ${creditsStart ?? '–'} s.`,
    );
  } finally {
    await database.close();
  }
}

const describeTarget = (target: PlayableTarget) =>
  `${target.titleSlug}${target.season === undefined ? '' : ` S${target.season}E${target.episode}`}`;
