// npm run bench:first-start — how long a fresh `npm start` takes until the demo looks finished:
// the server answering, the home page's artwork drawn, every title playable (each clip's lowest
// rung), and the whole ladder with seek previews. Starts the built server on an empty data
// directory, as a first run does, and reads its log; prints one line per milestone.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { ensureDependencies } from '../../scripts/lib/ensure-install.mjs';
import { freePort } from '../support/processes.mjs';

ensureDependencies();
const { ensureFfmpeg } = await import('../../scripts/lib/system-packages.mjs');
ensureFfmpeg('The first-start benchmark');
const { buildIfNeeded } = await import('../../scripts/lib/build-if-needed.mjs');
await buildIfNeeded();

const DEMO_CLIPS = 10; // five clips, each as a clear and an encrypted asset
const LIMIT_MS = 40 * 60_000;
const dataDir = await mkdtemp(path.join(tmpdir(), 'reelhouse-first-start-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const started = Date.now();
const seconds = () => (Date.now() - started) / 1000;

const milestones = new Map();
const reach = (name) => {
  if (milestones.has(name)) return;
  milestones.set(name, seconds());
  console.log(`${seconds().toFixed(0).padStart(5)} s  ${name}`);
};

const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info' },
  stdio: ['ignore', 'pipe', 'inherit'],
});

const clips = new Set();
const lowestReady = new Set();
let storyboards = 0;
for await (const line of createInterface({ input: server.stdout })) {
  let entry;
  try {
    entry = JSON.parse(line);
  } catch {
    continue;
  }
  const message = String(entry.msg ?? '');
  if (message.endsWith(' is ready')) {
    reach('server answers');
    void watchHomeArtwork();
  }
  if (message === 'demo clip ready for transcoding') clips.add(entry.asset);
  if ((message === 'rendition ready' || message === 'renditions ready') && entry.heights?.includes(360)) {
    lowestReady.add(entry.assetId);
    reach('first title playable');
  }
  if (clips.size === DEMO_CLIPS && [...clips].every((asset) => lowestReady.has(asset))) reach('every title playable');
  if (message === 'job done' && entry.kind === 'media.storyboard') storyboards += 1;
  if (message === 'demo artwork ready (WebP)') reach('all artwork drawn (WebP)');
  if (message === 'demo artwork ready (AVIF)') reach('all artwork in AVIF too');
  if (storyboards === DEMO_CLIPS) reach('full ladder and seek previews done');
  if (milestones.size === 7 || seconds() * 1000 > LIMIT_MS) break;
}

/** Polls the home page's API until every card there has its poster and backdrop. */
async function watchHomeArtwork() {
  while (!milestones.has('home page artwork drawn') && seconds() * 1000 < LIMIT_MS) {
    const slider = await (await fetch(`${base}/api/sliders/home`)).json();
    const rails = await (await fetch(`${base}/api/rails?placement=home`)).json();
    const cards = [...slider.items, ...rails.items.flatMap((rail) => rail.items)];
    if (cards.length > 0 && cards.every((card) => card.poster && card.backdrop)) reach('home page artwork drawn');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

server.kill('SIGTERM');
await new Promise((resolve) => server.once('exit', resolve));
await rm(dataDir, { recursive: true, force: true });
if (milestones.size < 7) {
  console.error(`Stopped after ${seconds().toFixed(0)} s with ${milestones.size} of 7 milestones.`);
  process.exit(1);
}
