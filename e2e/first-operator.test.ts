import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFor } from './support/accounts';
import { DESKTOP, openBrowser } from './support/browser';
import { freePort } from './support/free-port';

// A new service with nobody running it yet (no demo seed, so no demo operator): the server prints
// a one-time link, and whoever opens it and signs in becomes the admin, as in Grafana or Jellyfin.
const SERVER_ENTRY = 'apps/server/dist/main.js';
const CLI = 'apps/server/dist/cli.js';

let browser: Browser;
let dataDir: string;
let server: ReturnType<typeof spawn>;
let output = '';
let origin: string;
beforeAll(async () => {
  browser = await openBrowser();
  dataDir = mkdtempSync(path.join(tmpdir(), 'reelhouse-first-operator-'));
  origin = `http://127.0.0.1:${await freePort()}`;
  server = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      ...process.env,
      ...env(),
      PORT: new URL(origin).port,
      PUBLIC_ORIGIN: origin,
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      DEMO_MEDIA: 'off',
    },
    stdio: 'pipe',
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk));
  // Ready once it has printed the link (expect.poll is for tests, not their set-up).
  for (const deadline = Date.now() + 60_000; !output.includes('/admin/setup#');) {
    if (Date.now() > deadline || server.exitCode !== null) throw new Error(`no setup link printed:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
});
afterAll(async () => {
  await browser.close();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

const env = () => ({ DATA_DIR: dataDir, HOST: '127.0.0.1', OTP_RESEND_SECONDS: '1' });
const cli = (...args: string[]) =>
  spawnSync(process.execPath, [CLI, ...args], { env: { ...process.env, ...env() }, encoding: 'utf8' });

describe('the first operator', () => {
  it('opens the printed link, signs in and becomes the admin', async () => {
    const link = new RegExp(`${origin}/admin/setup#[A-Za-z0-9_-]{43}`).exec(output)?.[0] ?? '';
    expect(link).not.toBe('');
    const context = await browser.newContext({ viewport: DESKTOP, baseURL: origin });
    const page = await context.newPage();
    await page.goto(link);
    // The token leaves the address at once (it stays in this tab for the trip to sign in).
    await page.waitForURL((url) => url.hash === '');
    await page.getByRole('link', { name: 'Sign in to continue' }).click();
    await page.waitForURL(/\/login/);
    await page.getByLabel('Mobile number').fill('9812340001');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect.poll(() => codeFor(page, '+919812340001')).toMatch(/^\d{6}$/);
    await page.getByLabel('6-digit code').fill(await codeFor(page, '+919812340001'));
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    // A new account says who it is first, then goes on where it was going.
    await page.waitForURL(/\/account\?section=details/);
    await page.getByLabel('First name').fill('Asha');
    await page.getByLabel('Last name').fill('Rao');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL(/\/admin\/setup$/);
    await page.getByText('You are signed in as Asha Rao.').waitFor();
    await page.getByRole('button', { name: 'Make me the admin' }).click();
    await page.getByRole('link', { name: 'Open the console' }).click();
    // The console opens on its dashboard; an empty catalogue says so on the titles list.
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.getByRole('link', { name: 'Titles', exact: true }).click();
    await page.waitForURL(/\/admin\/titles/);
    await expect.poll(() => page.getByText('There are no titles yet.').isVisible()).toBe(true);
    await context.close();
  });

  it('lets admin:create work while the server runs, and refuses to open its database beside it', () => {
    const created = cli('admin:create', '--mobile', '9812340002');
    expect(created.status, created.stderr).toBe(0);
    expect(created.stdout).toContain('+919812340002 is an admin');
    const migrate = cli('migrate');
    expect(migrate.status).toBe(1);
    expect(migrate.stderr).toContain('is running on');
    expect(migrate.stderr).not.toMatch(/at .*\.js:\d+/);
  });
});
