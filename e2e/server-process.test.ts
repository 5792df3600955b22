import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The built server as an operator runs it: what it says when misconfigured, and how it stops.
const SERVER_ENTRY = 'apps/server/dist/main.js';

function startServer(env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, [SERVER_ENTRY], { env: { ...process.env, ...env }, stdio: 'pipe' });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

describe('the server process', () => {
  it('refuses to start on a bad configuration and names every bad variable', async () => {
    const server = startServer({ PORT: 'eighty', DATABASE_URL: 'mysql://db/app', LOG_LEVEL: 'info' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Invalid configuration');
    expect(server.output()).toContain('PORT');
    expect(server.output()).toContain('DATABASE_URL');
    expect(server.output()).not.toMatch(/at .*\.js:\d+/);
  });

  it('stops cleanly on SIGTERM: finishes, closes the database, exits 0, and the data survives a restart', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'reelhouse-process-'));
    try {
      for (const round of [1, 2]) {
        const server = startServer({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' });
        await expect.poll(server.output, { timeout: 30_000 }).toContain('is ready');
        server.child.kill('SIGTERM');
        expect(await server.exited, `round ${round}`).toBe(0);
        expect(server.output()).toContain('shutting down');
        // The demo's artwork, being drawn when the signal came, pauses before the database closes.
        expect(server.output()).not.toContain('demo artwork failed');
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('drains on SIGTERM: says not ready for SHUTDOWN_DRAIN_SECONDS while it still serves, then exits 0', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'reelhouse-process-'));
    try {
      const server = startServer({
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        SEED_DEMO: 'false',
        SHUTDOWN_DRAIN_SECONDS: '2',
      });
      await expect.poll(server.output, { timeout: 30_000 }).toContain('is ready');
      const origin = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(server.output())?.[1];
      expect((await fetch(`${origin}/api/ready`)).status).toBe(200);
      const signalled = Date.now();
      server.child.kill('SIGTERM');
      await expect.poll(async () => (await fetch(`${origin}/api/ready`)).status).toBe(503);
      expect((await fetch(`${origin}/api/plans`)).status).toBe(200);
      expect(await server.exited).toBe(0);
      expect(Date.now() - signalled).toBeGreaterThanOrEqual(2000);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
