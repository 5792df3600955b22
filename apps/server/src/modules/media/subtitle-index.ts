import { z } from 'zod';
import type { JobKind } from '../../platform/jobs/job-kind';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { BlobStore } from '../../platform/storage/blob-store';
import type { MediaRepository } from './media.repository';
import { subtitleCuesOf } from './subtitle-cues';
import { hlsPrefix } from './transcode.jobs';

const subtitlePayload = z.object({ assetId: z.number().int().positive(), lang: z.string().min(2) });

/** Where an asset's subtitle file in `lang` is stored. */
export const subtitleKey = (assetId: number, lang: string) => `${hlsPrefix(assetId)}/subtitles/${lang}.vtt`;

/**
 * Indexes the cues of a subtitle file stored before dialogue search existed (files added since
 * are indexed as they are saved). Cheap, so it goes ahead of transcoding.
 */
export function subtitleIndexJob(deps: {
  repository: MediaRepository;
  storage: BlobStore;
  /** Told when cues were indexed: cached search answers go. */
  onIndexed: () => void;
}) {
  const job: JobKind<typeof subtitlePayload> = {
    name: 'media.subtitle-cues',
    payload: subtitlePayload,
    key: ({ assetId, lang }) => `${assetId}:${lang}`,
    priority: () => 0,
    run: async ({ assetId, lang }) => {
      const text = await deps.storage.readText(subtitleKey(assetId, lang));
      if (text === null) return;
      await deps.repository.saveCues(assetId, lang, await subtitleCuesOf(text));
      deps.onIndexed();
    },
  };
  return job;
}

/** Queues the indexing of every subtitle file without cues; answers how many. */
export async function queueUnindexedSubtitles(
  repository: MediaRepository,
  queue: JobQueue,
  job: JobKind<typeof subtitlePayload>,
): Promise<number> {
  return queue.enqueueMany(job, await repository.subtitlesWithoutCues());
}
