// npm run migrate / admin:create: install and build what is missing, then run the server's command
// line with the arguments given after `--`.
import { ensureDependencies } from './lib/ensure-install.mjs';

ensureDependencies();
const { buildIfNeeded } = await import('./lib/build-if-needed.mjs');
await buildIfNeeded();
await import('../apps/server/dist/cli.js');
