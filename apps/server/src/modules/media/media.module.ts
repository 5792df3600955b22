import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@reelhouse/db/database';
import type { Config } from '../../config';
import { JobQueue } from '../../jobs/job-queue';
import { demoClipJob, queueDemoMedia } from './demo-media';
import { MediaImporter } from './media-import';
import { MediaRepository } from './media.repository';
import { LocalDiskStorage } from './storage';
import { transcodeJobs } from './transcode.jobs';

/** The media pieces wired together; the server and the import command share this. */
export function createMedia(db: Db, config: Config, log: FastifyBaseLogger) {
  const repository = new MediaRepository(db);
  const storage = new LocalDiskStorage(config.media.storeDir);
  const queue = new JobQueue(db, log, { concurrency: config.media.workers });
  const jobs = transcodeJobs({ repository, storage, queue, ffmpeg: config.media.ffmpeg });
  queue.define(jobs.rendition);
  queue.define(jobs.storyboard);
  const importer = new MediaImporter(repository, storage, queue, jobs, config.media.ffprobe);
  const demoSize = config.media.demo === 'off' ? null : config.media.demo;
  const demo = demoSize
    ? {
        repository,
        storage,
        importer,
        queue,
        jobs,
        ffmpeg: config.media.ffmpeg,
        size: demoSize,
        trailersDir: config.trailersDir,
      }
    : null;
  const demoJob = demo ? demoClipJob(demo) : null;
  if (demoJob) queue.define(demoJob);
  return {
    repository,
    storage,
    queue,
    jobs,
    importer,
    /** Queues the demo clips when the demo catalogue is on and not every title plays yet. */
    queueDemoMedia: async () => (demo && demoJob && config.seedDemo ? queueDemoMedia(demo, demoJob) : 0),
  };
}

export type Media = ReturnType<typeof createMedia>;
