import { z } from 'zod';
import { adminMediaSchema } from '@reelhouse/contracts/media-admin';
import { rowIdParam } from '@reelhouse/contracts/numbers';
import { mediaMarkersSchema, type MediaMarkers } from '@reelhouse/contracts/playback';
import { problems } from '@reelhouse/contracts/problem';
import { SUBTITLE_MAX_BYTES } from '@reelhouse/contracts/subtitles';
import type { BlobStore } from '../../platform/storage/blob-store';
import { AppError, fieldError } from '../../platform/errors/app-error';
import type { Db } from '@reelhouse/db/database';
import { sessionOf } from '../../platform/auth/session-requests';
import type { ApiInstance } from '../../platform/http/types';
import { OperatorAudit } from '../../platform/operator-audit';

import type { JobQueue } from '../../platform/jobs/job-queue';
import { MediaRepository, type PlayableTarget } from './media.repository';
import { subtitleCuesOf } from './subtitle-cues';
import { subtitleKey } from './subtitle-index';
import { checkedWebVtt, subtitleLabel } from './subtitles';
import { hlsPrefix, queueAssetWork, type TranscodeJobs } from './transcode.jobs';

const tags = ['media (operators)'];
const errors = problems(400, 401, 403, 404, 413);
const noContent = { 204: z.null(), ...errors };
const slug = z.string().min(1).max(200);
const episodeId = rowIdParam();
const lang = z.string().regex(/^[a-z]{2}$/, 'a two-letter language code such as en');

const owners = [
  {
    path: '/titles/:slug',
    params: z.object({ slug }),
    target: (params: { slug: string }) => ({ titleSlug: params.slug }),
  },
  {
    path: '/episodes/:id',
    params: z.object({ id: episodeId }),
    target: (params: { id: number }) => ({ episodeId: params.id }),
  },
] as const;

/**
 * Operators' media calls: skip markers, WebVTT subtitles per language (each change audited in the
 * title's history), and how an asset's transcoding is going.
 */
export interface MediaAdminDependencies {
  db: Db;
  repository: MediaRepository;
  storage: BlobStore;
  queue: JobQueue;
  jobs: TranscodeJobs;
}

export function mediaAdminRoutes(app: ApiInstance, media: MediaAdminDependencies): void {
  const { db, repository, storage, queue, jobs } = media;
  /** A change to a video and its audit line (in the title's history), in one transaction. */
  const audited = (
    actorId: number,
    found: { titleId: number },
    entry: { action: string; details: Record<string, unknown> },
    change: (books: MediaRepository) => Promise<unknown>,
  ) =>
    db.transaction(async (tx) => {
      const result = await change(new MediaRepository(tx));
      await new OperatorAudit(tx).record(actorId, { ...entry, subject: `title:${found.titleId}` });
      return result;
    });
  const playable = async (target: PlayableTarget | { episodeId: number }) => {
    const found = await repository.playableOf(target);
    if (!found) throw new AppError('not_found', 'There is no video here yet: import one first.');
    return found;
  };

  // Subtitles are plain WebVTT bodies, up to a megabyte.
  app.addContentTypeParser('text/vtt', { parseAs: 'string', bodyLimit: SUBTITLE_MAX_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  for (const owner of owners) {
    const find = (params: unknown) => playable(owner.target(params as never));
    app.put(
      `${owner.path}/markers`,
      {
        schema: {
          tags,
          summary: 'Set the intro and credits markers and where the muted preview starts.',
          params: owner.params,
          body: mediaMarkersSchema,
          response: noContent,
        },
      },
      async (request, reply) => {
        const found = await find(request.params);
        const markers = request.body as MediaMarkers;
        const asset = await repository.asset(found.assetId);
        if (asset && markers.previewStart != null && markers.previewStart >= asset.durationSeconds) {
          throw fieldError(
            'validation_failed',
            'previewStart',
            `The video is ${Math.floor(asset.durationSeconds)} seconds long: start the preview before its end.`,
          );
        }
        await audited(
          sessionOf(request).user.id,
          found,
          { action: 'media.markers', details: { ...request.params, ...markers } },
          (books) => books.setMarkers(found.playableId, markers),
        );
        // The preview follows its start, or the intro's end when it has none: cut again what moved.
        await queue.enqueue(jobs.previewClip, { assetId: found.assetId });
        return reply.status(204).send(null);
      },
    );
    const subtitleParams = owner.params.extend({ lang });
    app.put(
      `${owner.path}/subtitles/:lang`,
      {
        schema: {
          tags,
          summary: 'Add or replace the WebVTT subtitles in one language (body: text/vtt).',
          params: subtitleParams,
          response: noContent,
        },
      },
      async (request, reply) => {
        if (typeof request.body !== 'string') {
          throw new AppError('unsupported_media_type', 'Send the subtitles as a WebVTT file (Content-Type: text/vtt).');
        }
        const found = await find(request.params);
        const { lang: language } = request.params as { lang: string };
        const webVtt = checkedWebVtt(request.body);
        const cues = await subtitleCuesOf(webVtt);
        await storage.put(subtitleKey(found.assetId, language), webVtt);
        await audited(
          sessionOf(request).user.id,
          found,
          { action: 'media.subtitles.set', details: { ...request.params } },
          (books) => books.saveSubtitle(found.assetId, language, subtitleLabel(language), cues),
        );
        // Dialogue search reads the cues: cached search answers go.
        app.contentChanged('catalogue');
        return reply.status(204).send(null);
      },
    );
    app.delete(
      `${owner.path}/subtitles/:lang`,
      {
        schema: { tags, summary: 'Remove the subtitles in one language.', params: subtitleParams, response: noContent },
      },
      async (request, reply) => {
        const found = await find(request.params);
        const { lang: language } = request.params as { lang: string };
        await audited(
          sessionOf(request).user.id,
          found,
          { action: 'media.subtitles.delete', details: { ...request.params } },
          async (books) => {
            if (!(await books.deleteSubtitle(found.assetId, language)))
              throw new AppError('not_found', 'There are no subtitles in that language.');
          },
        );
        await storage.deletePrefix(subtitleKey(found.assetId, language));
        app.contentChanged('catalogue');
        return reply.status(204).send(null);
      },
    );
  }

  app.get(
    '/media/:assetId',
    {
      schema: {
        tags,
        summary: 'An asset and how its transcoding jobs are going.',
        params: z.object({ assetId: rowIdParam() }),
        response: {
          200: adminMediaSchema,
          ...errors,
        },
      },
    },
    async (request) => {
      const asset = await repository.asset(request.params.assetId);
      if (!asset) throw new AppError('not_found', 'There is no such media asset.');
      const status = async (job: Awaited<ReturnType<typeof queue.status>>, done: boolean) =>
        job ?? { state: done ? ('done' as const) : ('queued' as const), progress: done ? 100 : 0, reason: null };
      const renditions = await Promise.all(
        (await repository.renditions(asset.id)).map(async (rendition) => {
          const job = await status(
            await queue.status(jobs.rendition, { assetId: asset.id, height: rendition.height }),
            rendition.state === 'done',
          );
          return { height: rendition.height, state: job.state, progress: job.progress, reason: job.reason };
        }),
      );
      const storyboard = await status(
        await queue.status(jobs.storyboard, { assetId: asset.id }),
        asset.storyboardReady,
      );
      const storageBytes =
        (await storage.usage(hlsPrefix(asset.id))) + ((await storage.head(asset.sourceKey))?.size ?? 0);
      return {
        id: asset.id,
        durationSeconds: asset.durationSeconds,
        width: asset.width,
        height: asset.height,
        frameRate: asset.frameRate,
        videoCodec: asset.videoCodec,
        audioCodec: asset.audioCodec,
        audioTracks: asset.audioTracks,
        storageBytes,
        renditions,
        storyboard: { state: storyboard.state, progress: storyboard.progress, reason: storyboard.reason },
      };
    },
  );

  app.post(
    '/media/:assetId/retry',
    {
      schema: {
        tags,
        summary: "Queue again whatever of the asset's work is not done (failed renditions, the storyboard).",
        params: z.object({ assetId: rowIdParam() }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const asset = await repository.asset(request.params.assetId);
      if (!asset) throw new AppError('not_found', 'There is no such media asset.');
      await queueAssetWork(queue, jobs, repository, asset);
      return reply.status(204).send(null);
    },
  );
}
