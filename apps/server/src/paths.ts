import { fileURLToPath } from 'node:url';

// This file sits directly in apps/server/src, and is bundled into apps/server/dist/*.js: both are
// three levels below the repository root, so one relative URL serves source runs and the build.
const repoRoot = new URL('../../../', import.meta.url);

export const paths = {
  webDist: fileURLToPath(new URL('apps/web/dist/', repoRoot)),
  migrations: fileURLToPath(new URL('packages/db/migrations/', repoRoot)),
};
