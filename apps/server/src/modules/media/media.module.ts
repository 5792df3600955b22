import type { AppModule } from '../../platform/app-module';
import type { Platform } from '../../platform/platform';
import { mediaAdminRoutes } from './media-admin.routes';
import { uploadAdminRoutes } from './uploads-admin.routes';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@reelhouse/db/database';
import type { Config } from '../../config';
import { JobQueue } from '../../platform/jobs/job-queue';
import type { BlobStore } from '../../platform/storage/blob-store';
import { demoClipJob, queueDemoMedia } from './demo-media';
import { MediaImporter } from './media-import.service';
import { MediaRepository } from './media.repository';
import { previewClipJob, queueMissingPreviews } from './preview-clips';
import { PreviewClipsRepository } from './preview-clips.repository';
import { transcodeJobs } from './transcode.jobs';
import { subtitleIndexJob, queueUnindexedSubtitles } from './subtitle-index';
import { uploadArea } from './upload-area';

/** Where an asset's HLS files live and how its master playlist is cut to a plan, for playback. */
export { hlsPrefix } from './transcode.jobs';
export { limitMasterPlaylist } from './hls-playlists';

/**
 * The media pieces wired together; the server and the import command share this. `onCatalogueChange`
 * is told when something the catalogue's cached answers show changed (subtitle cues for search).
 */
export function createMedia(
  db: Db,
  config: Config,
  log: FastifyBaseLogger,
  storage: BlobStore,
  onCatalogueChange: () => void = () => undefined,
) {
  const repository = new MediaRepository(db);
  const queue = new JobQueue(db, log, { concurrency: config.media.workers });
  const previews = new PreviewClipsRepository(db);
  const jobs = {
    ...transcodeJobs({ repository, storage, queue, ffmpeg: config.media.ffmpeg }),
    previewClip: previewClipJob({
      repository: previews,
      storage,
      ffmpeg: config.media.ffmpeg,
      onMade: onCatalogueChange,
    }),
  };
  queue.define(jobs.rendition);
  queue.define(jobs.storyboard);
  queue.define(jobs.previewClip);
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
      }
    : null;
  const demoJob = demo ? demoClipJob(demo) : null;
  if (demoJob) queue.define(demoJob);
  const subtitleIndex = subtitleIndexJob({ repository, storage, onIndexed: onCatalogueChange });
  queue.define(subtitleIndex);
  return {
    repository,
    storage,
    queue,
    jobs,
    importer,
    /** Queues the demo clips when the demo catalogue is on and not every title plays yet. */
    queueDemoMedia: async () => (demo && demoJob && config.seedDemo ? queueDemoMedia(demo, demoJob) : 0),
    /** Queues the indexing of subtitle files stored before dialogue search, for a process that runs background work. */
    queueUnindexedSubtitles: () => queueUnindexedSubtitles(repository, queue, subtitleIndex),
    /** Queues the previews of videos imported before previews existed, for a process that runs background work. */
    queueMissingPreviews: () => queueMissingPreviews(queue, jobs.previewClip, previews),
  };
}

export type Media = ReturnType<typeof createMedia>;

/** Media as the app runs it: transcoding workers (when this process has any) and the operators' calls. */
export function mediaModule(platform: Platform) {
  const { config } = platform;
  const media = createMedia(platform.db, config, platform.log, platform.store, () =>
    platform.changes.announce('catalogue'),
  );
  return {
    ...media,
    workers: config.media.workers > 0 ? [platform.queueWorker(media.queue)] : [],
    adminRoutes: {
      for: 'editor',
      routes: async (admin) => {
        mediaAdminRoutes(admin, { ...media, db: platform.db });
        await uploadAdminRoutes(admin, {
          importer: media.importer,
          uploads: uploadArea(platform.store, config.storage, config.media.uploadsDir),
          maxBytes: config.media.uploadMaxBytes,
        });
      },
    },
  } satisfies AppModule & Record<string, unknown>;
}
