import { rm } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { BlobStore } from '../../platform/storage/blob-store';
import type { JobKind } from '../../platform/jobs/job-kind';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { demoSubtitleLanguages, demoSubtitles } from './demo-subtitles';
import { makeDemoTrailer } from './demo-trailer';
import { runFfmpeg } from './ffmpeg';
import type { MediaImporter } from './media-import.service';
import type { MediaRepository } from './media.repository';
import { subtitleCuesOf } from './subtitle-cues';
import { subtitleKey } from './subtitle-index';
import { subtitleLabel } from './subtitles';
import { queueAssetWork, type TranscodeJobs } from './transcode.jobs';

/**
 * Synthetic demo clips: a moving pattern from ffmpeg's own generators, the clip's name as a title
 * card for the first seconds, a running clock (so seeking shows where you are) and two audio
 * tracks, as a film dubbed into a second language has: a tone that beeps each second, tagged
 * English, and a higher tone with a beep of its own, tagged with the clip's second language.
 * Neutral, made here, nothing copied.
 */
const patterns = [
  'life=s=320x180:mold=10:r=25:ratio=0.1:death_color=#203050:life_color=#f0c040,scale=1280:720:flags=neighbor',
  // Gradients are costly per pixel: drawn small and scaled up, they look the same.
  'gradients=s=320x180:r=25:speed=0.03:c0=0x0b3d91:c1=0xffb000:c2=0x10a37f:nb_colors=3,scale=1280:720',
  'mandelbrot=s=320x180:r=25,scale=1280:720',
  'testsrc2=s=1280x720:r=25',
  'gradients=s=320x180:r=25:speed=0.015,scale=1280:720',
] as const;
const clipSeconds = [45, 60, 36, 50, 75] as const;
/** The clip's name fills the screen this long: the demo episodes' intro. */
const TITLE_CARD_SECONDS = 4;
const toneHz = [440, 330, 523, 392, 262] as const;
/** The second audio track's language (ISO 639-2, as containers tag it), by clip. */
const dubbedInto = ['fra', 'ara', 'deu', 'ell', 'fra'] as const;

export type DemoMediaSize = 'clips' | 'tiny';

/** Tests use short, smaller clips (two rungs) so the suite stays fast. */
const sizes = {
  clips: { seconds: (index: number) => clipSeconds[index] ?? 45, height: 720 },
  tiny: { seconds: () => 12, height: 540 },
} as const;

export const DEMO_CLIP_COUNT = patterns.length;

const payload = z.object({
  index: z
    .number()
    .int()
    .min(0)
    .max(DEMO_CLIP_COUNT - 1),
  encrypted: z.boolean(),
});

export interface DemoMediaDependencies {
  repository: MediaRepository;
  storage: BlobStore;
  importer: MediaImporter;
  queue: JobQueue;
  jobs: TranscodeJobs;
  ffmpeg: string;
  size: DemoMediaSize;
  /** Where trailers go: served publicly under /media/trailers/. */
}

/**
 * Makes demo clip `index` (once: the file is kept in storage), imports it like any upload (as a
 * clear asset for free titles, or an encrypted one for paid titles), adds its subtitles, cuts a
 * trailer for the titles sharing it, and gives it to every title
 * and episode of the demo catalogue of that kind that has no video yet, spread over the clips by id.
 */
export function demoClipJob(deps: DemoMediaDependencies): JobKind<typeof payload> {
  return {
    name: 'media.demo-clip',
    payload,
    key: ({ index, encrypted }) => `${deps.size}:${index}:${encrypted ? 'encrypted' : 'clear'}`,
    // Just after lowest rungs (0) and before every higher rung (2 and up): each clip is made and
    // its lowest rung follows at once, so every title plays before any title gets its sharper
    // rungs. Free clips are queued first, so they come first among equals.
    priority: () => 1,
    run: async ({ index, encrypted }, context) => {
      const key = `demo/${deps.size}-clip-${index + 1}.mp4`;
      if ((await deps.storage.head(key)) === null) {
        const scratch = await deps.storage.scratchDir(`demo-clip-${index}`);
        const out = path.join(scratch, 'clip.mp4');
        await runFfmpeg(deps.ffmpeg, {
          signal: context.signal,
          durationSeconds: sizes[deps.size].seconds(index),
          onProgress: context.progress,
          args: clipArguments(index, deps.size, out),
        });
        await deps.storage.putFile(key, out);
        await rm(scratch, { recursive: true, force: true });
      }
      const asset = await deps.importer.assetFor(await deps.storage.localFile(key), { encrypted });
      const clip = {
        seconds: sizes[deps.size].seconds(index),
        titleCardSeconds: TITLE_CARD_SECONDS,
        hertz: toneHz[index] ?? 440,
      };
      for (const lang of demoSubtitleLanguages(index)) {
        const webVtt = demoSubtitles(index, lang, clip);
        await deps.storage.put(subtitleKey(asset.id, lang), webVtt);
        await deps.repository.saveSubtitle(asset.id, lang, subtitleLabel(lang), await subtitleCuesOf(webVtt));
      }
      const trailer = await makeDemoTrailer({
        ffmpeg: deps.ffmpeg,
        clip: await deps.storage.localFile(key),
        store: deps.storage,
        name: `demo-${deps.size}-clip-${index + 1}`,
        startSeconds: TITLE_CARD_SECONDS,
        clipSeconds: clip.seconds,
        signal: context.signal,
      });
      await deps.repository.setDemoTrailer(index, DEMO_CLIP_COUNT, `/media/trailers/${trailer}`);
      const attached = await deps.repository.attachDemo(asset, index, DEMO_CLIP_COUNT, TITLE_CARD_SECONDS);
      await queueAssetWork(deps.queue, deps.jobs, deps.repository, asset, { background: true });
      context.log.info({ clip: index + 1, asset: asset.id, attached }, 'demo clip ready for transcoding');
    },
  };
}

function clipArguments(index: number, size: DemoMediaSize, out: string): string[] {
  const { seconds, height } = sizes[size];
  const label = `Reelhouse demo clip ${index + 1}`;
  const text = 'fontcolor=white:box=1:boxcolor=black@0.55:boxborderw=16';
  const video = [
    patterns[index],
    `scale=-2:${height}`,
    `drawtext=text='${label}':fontsize=h/10:${text}:x=(w-tw)/2:y=(h-th)/2:enable='lt(t,${TITLE_CARD_SECONDS})'`,
    `drawtext=text='%{pts\\:hms}':fontsize=h/18:${text}:x=w-tw-24:y=24`,
  ].join(',');
  return [
    '-y',
    '-f',
    'lavfi',
    '-i',
    video,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=${toneHz[index]}:beep_factor=4:sample_rate=48000`,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=${(toneHz[index] ?? 440) * 1.5}:beep_factor=2:sample_rate=48000`,
    '-map',
    '0:v',
    '-map',
    '1:a',
    '-map',
    '2:a',
    '-metadata:s:a:0',
    'language=eng',
    '-metadata:s:a:1',
    `language=${dubbedInto[index] ?? 'fra'}`,
    '-t',
    String(seconds(index)),
    '-c:v',
    'libx264',
    '-preset',
    'superfast',
    '-crf',
    '21',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-b:a',
    '160k',
    '-movflags',
    '+faststart',
    out,
  ];
}

/** Queues every demo clip unless the whole demo catalogue already plays (later starts do nothing). */
export async function queueDemoMedia(deps: DemoMediaDependencies, job: JobKind<typeof payload>): Promise<number> {
  if (await deps.repository.demoComplete()) return 0;
  let queued = 0;
  for (const encrypted of [false, true]) {
    for (let index = 0; index < DEMO_CLIP_COUNT; index += 1) {
      if (await deps.queue.enqueue(job, { index, encrypted })) queued += 1;
    }
  }
  return queued;
}
