import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { JobKind } from '../../platform/jobs/job-kind';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { BlobStore } from '../../platform/storage/blob-store';
import { ladder } from './ladder';
import { storeMutedClip } from './muted-clip';
import type { PreviewClipSource, PreviewClipsRepository } from './preview-clips.repository';
import { previewWindow } from './preview-window';

const payload = z.object({ assetId: z.number().int().positive() });
export type PreviewClipJob = JobKind<typeof payload>;

/** A change landing while clips are cut makes them cut again; this many times at most in one run. */
const ROUNDS = 3;

/**
 * The file a preview is stored as, named by what it shows (the source, the stretch, the size):
 * titles sharing a video and a start share the file, and a name never changes meaning. The
 * source's hash goes in, so nobody finds a preview without being shown it.
 */
export function previewFileName(
  source: Pick<PreviewClipSource, 'sourceSha256'>,
  window: ReturnType<typeof previewWindow>,
): string {
  const made = `${source.sourceSha256}:${window.startSeconds}:${window.seconds}:${ladder[0].height}`;
  return `${createHash('sha256').update(made).digest('hex').slice(0, 32)}.mp4`;
}

/**
 * Cuts the muted previews that cards and the home banner play, for every title and episode
 * showing an asset: ~20 s at the lowest rung, from the operator's start or just past the intro.
 * Cheap, so it runs right after lowest rungs, ahead of the sharper ones: a title looks alive soon
 * after it plays.
 */
export function previewClipJob(deps: {
  repository: PreviewClipsRepository;
  storage: BlobStore;
  ffmpeg: string;
  /** Told when a preview was recorded: cached cards go. */
  onMade: () => void;
}): PreviewClipJob {
  return {
    name: 'media.preview-clip',
    payload,
    key: ({ assetId }) => String(assetId),
    priority: () => 1,
    run: async ({ assetId }, context) => {
      let made = 0;
      for (let round = 0; round < ROUNDS; round += 1) {
        let missed = false;
        for (const source of await deps.repository.playing(assetId)) {
          const window = previewWindow(source);
          const file = previewFileName(source, window);
          if (source.previewFile === file) continue;
          await storeMutedClip({
            ffmpeg: deps.ffmpeg,
            source: await deps.storage.localFile(source.sourceKey),
            store: deps.storage,
            area: 'previews',
            file,
            ...window,
            signal: context.signal,
            background: true,
          });
          if (await deps.repository.save(source, file)) {
            context.log.info({ playableId: source.playableId, file, ...window }, 'preview ready');
            made += 1;
          } else missed = true;
        }
        if (!missed) break;
      }
      if (made > 0) deps.onMade();
    },
  };
}

/** Queues the previews never made (videos imported before previews existed); answers how many. */
export async function queueMissingPreviews(
  queue: JobQueue,
  job: PreviewClipJob,
  repository: PreviewClipsRepository,
): Promise<number> {
  return queue.enqueueMany(job, await repository.assetsWithoutClips());
}
