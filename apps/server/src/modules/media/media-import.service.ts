import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../../platform/errors/app-error';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { BlobStore } from '../../platform/storage/blob-store';
import { NotAVideoError, probeVideo } from './ffmpeg';
import { rungsFor, widthFor } from './ladder';
import type { AssetRow, MediaRepository, PlayableTarget } from './media.repository';
import { queueAssetWork, type TranscodeJobs } from './transcode.jobs';

/** Title kinds whose videos are their episodes. */
const episodic = new Set(['series', 'show']);

/**
 * Turns a video file into a playable asset: probes it (refusing what is not a decodable video),
 * keeps the source, attaches it to a title or episode and queues the transcoding jobs. Importing
 * the same file again reuses its asset and only queues what is not done yet.
 */
export class MediaImporter {
  constructor(
    private readonly repository: MediaRepository,
    private readonly storage: BlobStore,
    private readonly queue: JobQueue,
    private readonly jobs: TranscodeJobs,
    private readonly ffprobe: string,
  ) {}

  async importFile(file: string, target: PlayableTarget): Promise<AssetRow> {
    const owner = await this.repository.resolveTarget(target);
    if (!owner) {
      throw new AppError(
        'not_found',
        target.season === undefined
          ? `There is no title "${target.titleSlug}".`
          : `"${target.titleSlug}" has no episode ${target.episode} in season ${target.season}.`,
      );
    }
    if ('kind' in owner && episodic.has(owner.kind)) {
      throw new AppError(
        'bad_request',
        `"${target.titleSlug}" is a ${owner.kind}: say which season and episode the video is.`,
      );
    }
    // Paid titles play encrypted video: their key is handed out only with a valid playback token.
    const asset = await this.assetFor(file, { encrypted: owner.accessTier !== 'free' });
    await this.repository.attach(owner, asset.id);
    await queueAssetWork(this.queue, this.jobs, this.repository, asset);
    return asset;
  }

  /** The (clear or encrypted) asset of this file, made if it is new. */
  async assetFor(file: string, { encrypted }: { encrypted: boolean }): Promise<AssetRow> {
    const [probe, sha256] = await Promise.all([
      probeVideo(this.ffprobe, file).catch((error: unknown) => {
        throw error instanceof NotAVideoError ? new AppError('not_a_video', error.message) : error;
      }),
      sha256Of(file),
    ]);
    const existing = await this.repository.assetBySource(sha256, encrypted);
    if (existing) return existing;
    const key = `sources/${sha256}${path
      .extname(file)
      .toLowerCase()
      .replace(/[^.a-z0-9]/g, '')}`;
    await this.storage.putFile(key, file);
    return this.repository.createAsset(
      { sha256, key, probe, encryptionKey: encrypted ? randomBytes(16).toString('hex') : null },
      rungsFor(probe.height).map((rung) => ({ rung, width: widthFor(rung.height, probe) })),
    );
  }
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}
