// npm run build: always rebuilds the web app and the server.
import { buildIfNeeded } from './lib/build-if-needed.mjs';
import { ensureDependencies } from './lib/ensure-install.mjs';

ensureDependencies();
await buildIfNeeded({ force: true });
