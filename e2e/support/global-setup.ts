import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from './free-port';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    comingSoonAt: string;
    /** A folder that lives as long as this run's server: what journey files share (removed after). */
    runDir: string;
  }
}

const SERVER_ENTRY = 'apps/server/dist/main.js';

/** Starts the built server on a free port with its own data directory, for all journeys. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(SERVER_ENTRY) || !existsSync('apps/web/dist/index.html')) {
    throw new Error('The app is not built: run `npm run build` (npm test and npm run test:e2e do it for you).');
  }
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'reelhouse-e2e-'));
  // A launch date a few days ahead, so the countdown has every unit to show.
  const comingSoonAt = new Date(Date.now() + 3 * 86_400_000 + 4 * 3_600_000).toISOString();
  const server = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      ...process.env,
      // The built app as it is deployed (Vitest sets NODE_ENV=test for itself, and React would
      // draw pages with its development build).
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      // Links and PhonePe's return go to the origin the journeys browse (cookies are per host).
      PUBLIC_ORIGIN: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      COMING_SOON_AT: comingSoonAt,
      // Short demo clips, so titles become playable within seconds of the server starting.
      DEMO_MEDIA: 'tiny',
      // Journeys may say which client address they come from (newJourney's `address`).
      TRUST_PROXY: '127.0.0.1',
      // A journey may ask for a second code for the same number (lost password after sign-up)
      // without waiting out the production cooldown; the server suite checks the cooldown itself.
      OTP_RESEND_SECONDS: '1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(baseUrl, server);
  project.provide('baseUrl', baseUrl);
  project.provide('comingSoonAt', comingSoonAt);
  const runDir = path.join(dataDir, 'e2e-run');
  mkdirSync(runDir);
  project.provide('runDir', runDir);

  return async () => {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  };
}

async function waitForHealth(baseUrl: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`The server exited with code ${server.exitCode} before it was ready.`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The server did not become healthy within 60 s.');
}

function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    server.once('exit', () => resolve());
    server.kill('SIGTERM');
  });
}
