import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

import { existsSync } from 'node:fs';

/**
 * Servers run on CPU 0 and the load generator on CPU 1 (see run.mjs) when taskset is there, so
 * that they do not fight over the same core and the figures are repeatable.
 */
export const canPin = existsSync('/usr/bin/taskset');

/** Starts a Node process (pinned to CPU 0 when possible) and waits until `url` answers 200. */
export async function startProcess(args, env, url) {
  const [command, commandArgs] = canPin
    ? ['/usr/bin/taskset', ['-c', '0', process.execPath, ...args]]
    : [process.execPath, args];
  const child = spawn(command, commandArgs, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return () =>
    new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
}
