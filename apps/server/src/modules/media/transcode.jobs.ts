import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { BlobStore } from '../../platform/storage/blob-store';
import type { JobContext, JobKind } from '../../platform/jobs/job-kind';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { runFfmpeg } from './ffmpeg';
import { AUDIO_KEY_URI, encryptRendition } from './hls-encryption';
import { masterPlaylist, measureBandwidth, segmentsOf } from './hls-playlists';
import { AUDIO_CODEC, ladder, rungOf } from './ladder';
import { audioRenditionArguments, renditionOutputArguments } from './transcode-arguments';
import type { AssetRow, MediaRepository } from './media.repository';
import type { PreviewClipJob } from './preview-clips';
import { storyboardVtt, storyboardLayout } from './storyboard';

export interface TranscodeDependencies {
  repository: MediaRepository;
  storage: BlobStore;
  queue: JobQueue;
  ffmpeg: string;
}

export const hlsPrefix = (assetId: number) => `hls/${assetId}`;

const renditionPayload = z.object({
  assetId: z.number().int().positive(),
  height: z.number().int().positive(),
  /** Work nobody waits for (the demo catalogue's ladders): its higher rungs yield to an operator's. */
  background: z.boolean().optional(),
});
/** How far a background asset's higher rungs queue behind everyone else's (past every storyboard). */
const BACKGROUND_LATER = ladder.length + 2;
const assetPayload = z.object({ assetId: z.number().int().positive() });

/**
 * The transcoding job kinds: one job per rendition, so the lowest rung is playable while the
 * higher ones are still being made, and one for the poster and seek-preview sprites, queued when
 * the last rendition lands so that it never slows the ladder down. The lowest rung runs alone, to
 * be ready soonest; a higher rung's job takes the asset's other waiting rungs along, as one ffmpeg
 * making them all decodes the source once instead of once per rung (a fifth of the work at
 * 1080p, bench/transcode). Everything but the lowest rung runs in the background (a lower CPU
 * priority), so that rung, and the web server, get the processor first.
 */
export function transcodeJobs(deps: TranscodeDependencies) {
  const storyboard: JobKind<typeof assetPayload> = {
    name: 'media.storyboard',
    payload: assetPayload,
    key: ({ assetId }) => String(assetId),
    priority: () => 1 + ladder.length,
    run: (payload, context) => drawStoryboard(deps, payload.assetId, context),
  };
  const rendition: JobKind<typeof renditionPayload> = {
    name: 'media.rendition',
    payload: renditionPayload,
    key: ({ assetId, height }) => `${assetId}:${height}`,
    // The lowest rung first everywhere: it makes a title playable soonest. Then the tallest, as
    // the longest job started first finishes the ladder soonest on several workers; an operator's
    // upload before the demo's background ladders (it waited minutes behind them on a fresh start).
    priority: ({ height, background }) =>
      height === ladder[0].height
        ? 0
        : 1 + ladder.length - ladder.findIndex((rung) => rung.height === height) + (background ? BACKGROUND_LATER : 0),
    // Whichever run failed it for good (its own, one that took it along, or a worker that died).
    onFailed: ({ assetId, height }) => deps.repository.setRenditionState(assetId, height, 'failed'),
    run: async ({ assetId, height }, context) => {
      const lowest = ladder[0].height;
      const along = height === lowest ? [] : await context.takeAlong({ assetId }, (other) => other.height !== lowest);
      await transcodeRenditions(deps, assetId, [height, ...along.map((other) => other.height)], context);
      await queueStoryboardWhenLadderDone(deps, storyboard, assetId);
    },
  };
  return { rendition, storyboard };
}

/** Everything made from an asset: its ladder, its storyboard and the previews of what plays it. */
export type TranscodeJobs = ReturnType<typeof transcodeJobs> & { previewClip: PreviewClipJob };

/**
 * Queues everything an asset still needs, lowest rung first; done work is not queued again (the
 * previews job makes only what is missing, e.g. for a title that now plays an asset made before).
 */
export async function queueAssetWork(
  queue: JobQueue,
  jobs: TranscodeJobs,
  repository: MediaRepository,
  asset: AssetRow,
  { background = false }: { background?: boolean } = {},
) {
  for (const rendition of await repository.renditions(asset.id)) {
    if (rendition.state !== 'done')
      await queue.enqueue(jobs.rendition, {
        assetId: asset.id,
        height: rendition.height,
        ...(background ? { background } : {}),
      });
  }
  await queue.enqueue(jobs.previewClip, { assetId: asset.id });
  await queueStoryboardWhenLadderDone({ repository, queue }, jobs.storyboard, asset.id);
}

/** The storyboard is drawn once every rendition is done, and only once. */
async function queueStoryboardWhenLadderDone(
  { repository, queue }: Pick<TranscodeDependencies, 'repository' | 'queue'>,
  storyboard: JobKind<typeof assetPayload>,
  assetId: number,
): Promise<void> {
  const asset = await repository.asset(assetId);
  const renditions = await repository.renditions(assetId);
  if (asset && !asset.storyboardReady && renditions.every((rendition) => rendition.state === 'done')) {
    await queue.enqueue(storyboard, { assetId });
  }
}

async function loadAsset(repository: MediaRepository, assetId: number): Promise<AssetRow> {
  const asset = await repository.asset(assetId);
  if (!asset) throw new Error(`media asset ${assetId} no longer exists`);
  return asset;
}

/**
 * Makes the renditions of these heights with one ffmpeg, then publishes each and the master. A
 * source with several audio tracks gets rungs without sound and its tracks as audio renditions,
 * made with the lowest rung (a little work) so that the first playable rung has them.
 */
async function transcodeRenditions(
  { repository, storage, ffmpeg }: TranscodeDependencies,
  assetId: number,
  heights: number[],
  context: JobContext,
): Promise<void> {
  const asset = await loadAsset(repository, assetId);
  const renditions = await repository.renditions(assetId);
  const tracks = await repository.audioTracks(assetId);
  const audioOutputs = heights.includes(ladder[0].height)
    ? await Promise.all(
        tracks.map(async ({ position }) => ({
          position,
          outDir: await storage.scratchDir(`audio-${assetId}-${position}`),
        })),
      )
    : [];
  const outputs = await Promise.all(
    heights.map(async (height) => {
      const rendition = renditions.find((row) => row.height === height);
      if (!rendition) throw new Error(`asset ${assetId} has no ${height}p rendition`);
      await repository.setRenditionState(assetId, height, 'running');
      // Written aside and moved into place when complete: a second run replaces the first whole.
      const outDir = await storage.scratchDir(`rendition-${assetId}-${height}`);
      return { rung: rungOf(height), width: rendition.width, outDir };
    }),
  );
  await runFfmpeg(ffmpeg, {
    signal: context.signal,
    durationSeconds: asset.durationSeconds,
    onProgress: context.progress,
    background: !heights.includes(ladder[0].height),
    args: [
      '-y',
      '-i',
      await storage.localFile(asset.sourceKey),
      ...outputs.flatMap((output) =>
        renditionOutputArguments({
          ...output,
          frameRate: asset.frameRate,
          hasAudio: asset.hasAudio && tracks.length === 0,
        }),
      ),
      ...audioOutputs.flatMap(({ position, outDir }) => audioRenditionArguments(position, outDir)),
    ],
  });
  // Sound first: the lowest rung being done makes the asset playable.
  for (const { position, outDir } of audioOutputs) {
    if (asset.encryptionKey) await encryptRendition(outDir, asset.encryptionKey, AUDIO_KEY_URI);
    const bandwidth = await measureRendition(outDir);
    await storage.putDirectory(`${hlsPrefix(assetId)}/audio/${position}`, outDir);
    await repository.finishAudioTrack(assetId, position, {
      peakBandwidth: bandwidth.peak,
      averageBandwidth: bandwidth.average,
    });
  }
  for (const { rung, outDir } of outputs) {
    if (asset.encryptionKey) await encryptRendition(outDir, asset.encryptionKey);
    const bandwidth = await measureRendition(outDir);
    await storage.putDirectory(`${hlsPrefix(assetId)}/${rung.height}`, outDir);
    await repository.finishRendition(assetId, rung.height, {
      peakBandwidth: bandwidth.peak,
      averageBandwidth: bandwidth.average,
      codecs: asset.hasAudio ? `${rung.codec},${AUDIO_CODEC}` : rung.codec,
    });
  }
  await writeMaster(repository, storage, asset);
  context.log.info({ assetId, heights }, heights.length > 1 ? 'renditions ready' : 'rendition ready');
}

async function measureRendition(dir: string) {
  const segments = segmentsOf(await readFile(path.join(dir, 'index.m3u8'), 'utf8'));
  const sized = await Promise.all(
    segments.map(async (segment) => ({
      seconds: segment.seconds,
      bytes: (await stat(path.join(dir, segment.uri))).size,
    })),
  );
  return measureBandwidth(sized);
}

/** Rewrites the master playlist from the renditions that are done, so each new rung shows up. */
export async function writeMaster(repository: MediaRepository, storage: BlobStore, asset: AssetRow): Promise<void> {
  const done = (await repository.renditions(asset.id)).filter((row) => row.state === 'done');
  const audio = await repository.audioTracks(asset.id);
  await storage.put(
    `${hlsPrefix(asset.id)}/master.m3u8`,
    masterPlaylist(
      done.map((row) => ({
        height: row.height,
        width: row.width,
        peakBandwidth: row.peakBandwidth ?? 0,
        averageBandwidth: row.averageBandwidth ?? 0,
        codecs: row.codecs ?? '',
        frameRate: asset.frameRate,
      })),
      audio.map((track) => ({
        ...track,
        peakBandwidth: track.peakBandwidth ?? 0,
        averageBandwidth: track.averageBandwidth ?? 0,
      })),
    ),
  );
}

async function drawStoryboard(
  { repository, storage, ffmpeg }: TranscodeDependencies,
  assetId: number,
  context: JobContext,
): Promise<void> {
  const asset = await loadAsset(repository, assetId);
  const source = await storage.localFile(asset.sourceKey);
  const layout = storyboardLayout(asset);
  const out = await storage.scratchDir(`storyboard-${assetId}`);
  await runFfmpeg(ffmpeg, {
    signal: context.signal,
    background: true,
    args: [
      '-y',
      '-ss',
      String(asset.durationSeconds * 0.1),
      '-i',
      source,
      '-frames:v',
      '1',
      '-vf',
      `scale=-2:${Math.min(720, asset.height)}`,
      '-q:v',
      '3',
      path.join(out, 'poster.jpg'),
    ],
  });
  await runFfmpeg(ffmpeg, {
    signal: context.signal,
    durationSeconds: asset.durationSeconds,
    onProgress: context.progress,
    background: true,
    args: [
      '-y',
      '-i',
      source,
      '-vf',
      `fps=1/${layout.intervalSeconds},scale=${layout.thumbWidth}:${layout.thumbHeight},tile=${layout.columns}x${layout.rows}`,
      '-q:v',
      '5',
      path.join(out, 'sheet_%03d.jpg'),
    ],
  });
  const sheets = (await readdir(out)).filter((name) => name.startsWith('sheet_')).length;
  await writeFile(path.join(out, 'thumbnails.vtt'), storyboardVtt(layout, sheets));
  await storage.putDirectory(`${hlsPrefix(assetId)}/storyboard`, out);
  await repository.markStoryboardReady(assetId);
}
