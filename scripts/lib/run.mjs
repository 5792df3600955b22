import { spawnSync } from 'node:child_process';

/** Runs a command with inherited output; returns its exit status (never throws on failure). */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

export function step(title) {
  console.log(`\n\x1b[1m▶ ${title}\x1b[0m`);
}
