import { build } from 'vite';
import { step } from './run.mjs';

/** Production builds of the web app (static files) and the server (one bundled entry per command). */
export async function buildAll() {
  step('Building the web app');
  await build({ root: 'apps/web', configFile: 'apps/web/vite.config.ts', logLevel: 'warn' });
  step('Building the server');
  await build({ root: 'apps/server', configFile: 'apps/server/vite.config.ts', logLevel: 'warn' });
}
