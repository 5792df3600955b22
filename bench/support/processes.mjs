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

import { existsSync, readFileSync } from 'node:fs';

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
  const stop = () =>
    new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  // taskset replaces itself with the program, so this is the server's own pid.
  stop.pid = child.pid;
  return stop;
}

/** CPU seconds (user + system) a process has used so far, from /proc; null where there is none. */
export function cpuSecondsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / sysconfClockTicks;
  } catch {
    return null;
  }
}
/** Linux reports times in clock ticks of 1/100 s on every architecture Node runs on here. */
const sysconfClockTicks = 100;
