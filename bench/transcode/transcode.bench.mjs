// The transcoding pipeline (import, then one queued job per rendition) against one bare ffmpeg
// command that makes the same ladder with the same encoder settings, on the same source.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { ladderOutputArguments } from '../../apps/server/dist/transcode-arguments.js';
import { makeSyntheticClip } from '../../scripts/lib/synthetic-clip.mjs';
import { canPin } from '../support/processes.mjs';

const SOURCE_SECONDS = Number(process.env.BENCH_TRANSCODE_SECONDS ?? 30);
const SOURCE = { width: 1920, height: 1080, frameRate: 25, hasAudio: true };
const TITLE = 'monsoon-letters';

/** Every CPU of the machine: this process is pinned to one, which availableParallelism() would report. */
const CORES = cpus().length;

/** Runs a command on every core (this process is pinned to one) and answers its wall time in s. */
function timed(command, args, env = {}) {
  const [file, fileArgs] = canPin ? ['/usr/bin/taskset', ['-c', `0-${CORES - 1}`, command, ...args]] : [command, args];
  const started = performance.now();
  const run = spawnSync(file, fileArgs, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  if (run.status !== 0) throw new Error(`${command} ${args.slice(0, 3).join(' ')}… failed (${run.status})`);
  return { seconds: (performance.now() - started) / 1000, startedAt: Date.now() - (performance.now() - started) };
}

function makeSource(dir) {
  return makeSyntheticClip(path.join(dir, 'source.mp4'), { ...SOURCE, seconds: SOURCE_SECONDS, quality: 'source' });
}

function bareLadder(source, dir) {
  const outputs = ladderOutputArguments(SOURCE, dir);
  for (const { height } of outputs) mkdirSync(path.join(dir, String(height)), { recursive: true });
  return timed('ffmpeg', [
    '-hide_banner',
    '-nostdin',
    '-loglevel',
    'error',
    '-y',
    '-i',
    source,
    ...outputs.flatMap((output) => output.args),
  ]).seconds;
}

async function pipeline(source, dataDir) {
  const env = { DATA_DIR: dataDir, SEED_DEMO: 'true', DEMO_MEDIA: 'off', LOG_LEVEL: 'silent' };
  timed(process.execPath, ['apps/server/dist/cli.js', 'migrate'], env);
  const run = timed(process.execPath, ['apps/server/dist/cli.js', 'media:import', source, '--title', TITLE], env);
  const db = await PGlite.create(path.join(dataDir, 'pglite'));
  const { rows } = await db.query(
    `select kind, key, extract(epoch from finished_at) * 1000 as finished from jobs where state = 'done' order by finished`,
  );
  await db.close();
  const renditions = rows.filter((row) => row.kind === 'media.rendition');
  if (renditions.length !== ladderOutputArguments(SOURCE, '').length) throw new Error('not every rendition finished');
  const since = (row) => (row.finished - run.startedAt) / 1000;
  return {
    total: run.seconds,
    ladder: since(renditions.at(-1)),
    first: since(renditions[0]),
    firstKey: renditions[0].key,
  };
}

export async function benchTranscode() {
  const dir = mkdtempSync(path.join(tmpdir(), 'reelhouse-bench-transcode-'));
  try {
    const source = makeSource(dir);
    const bare = bareLadder(source, path.join(dir, 'bare'));
    const piped = await pipeline(source, path.join(dir, 'data'));
    const heights = ladderOutputArguments(SOURCE, '')
      .map((output) => `${output.height}p`)
      .join(', ');
    console.log(`\ntranscode — ${SOURCE_SECONDS} s ${SOURCE.height}p source → ${heights}, ${CORES} cores`);
    console.log(`one bare ffmpeg command          ${bare.toFixed(1).padStart(6)} s`);
    console.log(
      `pipeline: every rendition done   ${piped.ladder.toFixed(1).padStart(6)} s  (import command start to last rendition)`,
    );
    console.log(
      `pipeline: first rendition done   ${piped.first.toFixed(1).padStart(6)} s  (${piped.firstKey.split(':')[1]}p, playable from here)`,
    );
    console.log(
      `pipeline: with poster and sprites ${piped.total.toFixed(1).padStart(5)} s  (the whole import command)`,
    );
    const overhead = piped.ladder / bare;
    const firstShare = piped.first / piped.ladder;
    console.log(
      `\ngoal: pipeline ≤ 1.10 of bare ffmpeg — ${overhead <= 1.1 ? 'met' : 'NOT met'} (${overhead.toFixed(2)})`,
    );
    console.log(
      `goal: first rendition ≤ 0.40 of the ladder — ${firstShare <= 0.4 ? 'met' : 'NOT met'} (${firstShare.toFixed(2)})`,
    );
    return overhead <= 1.1 && firstShare <= 0.4;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
