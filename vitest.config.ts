import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Vitest keeps a core for itself by default: one worker on a two-core CI machine. Test workers
// spend much of their time waiting on the database and on HTTP, so every core gets one.
const workers = Math.max(2, availableParallelism());

// Three suites: fast unit tests beside the code, server integration tests through app.inject on a
// fresh database per file, and end-to-end journeys in Chromium against the built app.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          maxWorkers: workers,
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/*/src/**/*.test.{ts,tsx}',
            'apps/web/vite/**/*.test.ts',
            'apps/web/server/**/*.test.ts',
          ],
        },
      },
      {
        test: {
          name: 'server',
          maxWorkers: workers,
          // Each file builds its own app on its own database, so files can share a worker's loaded
          // modules: importing the server and starting PGlite again for every file made the suite
          // take 739 s here instead of 495 s.
          isolate: false,
          include: ['apps/server/test/**/*.test.ts'],
          globalSetup: ['apps/server/test/support/global-setup.ts'],
          // Some files transcode or cut real clips (ffmpeg) in their hooks and tests, beside another
          // worker doing the same on a two-core machine: a re-cut preview took over 30 s there.
          testTimeout: 90_000,
          hookTimeout: 180_000,
          // Queued work (mail, refunds, rollups) finishes on the job worker's next turn: on a busy CI
          // machine that can be seconds, past expect.poll's default of one.
          expect: { poll: { timeout: 15_000 } },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          exclude: ['e2e/cluster/**'],
          globalSetup: ['e2e/support/global-setup.ts'],
          setupFiles: ['e2e/support/failure-report.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // expect.poll gives up after 1 s by default: a first paint in a language not loaded yet takes
          // longer than that on a busy CI machine. Journeys wait for outcomes, as long as Playwright does.
          expect: { poll: { timeout: 15_000 } },
          // One browser, one server: journeys run one file at a time. (Two workers with a server each
          // took as long on two cores, and media journeys timed out transcoding side by side.)
          fileParallelism: false,
          // Files share the worker's loaded modules (each opens its own browser and contexts): a
          // fresh worker per file cost about a second each, 38 times over.
          isolate: false,
        },
      },
      {
        test: {
          // npm run test:cluster: the production topology (nginx, two web processes, a worker) on
          // the machine's PostgreSQL and Redis; .ci/run runs it after the other suites.
          name: 'cluster',
          include: ['e2e/cluster/**/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 120_000,
          expect: { poll: { timeout: 15_000 } },
          fileParallelism: false,
        },
      },
    ],
  },
});
