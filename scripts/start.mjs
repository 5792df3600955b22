// npm start: install what is missing, build what changed, then run the server, which applies
// migrations and serves everything on PORT (default 8080) with data under DATA_DIR (./data).
import { ensureDependencies } from './lib/ensure-install.mjs';
import { step } from './lib/run.mjs';
import { ensureFfmpeg } from './lib/system-packages.mjs';

ensureDependencies();
// Without ffmpeg everything but video still works; the server says so when a video job fails.
ensureFfmpeg('Video (transcoding and the demo clips)', { optional: true });
// Imported only after the install: the build needs Vite from node_modules.
const { buildIfNeeded } = await import('./lib/build-if-needed.mjs');
await buildIfNeeded();
step('Starting the server');
await import('../apps/server/dist/main.js');
