import { spawnSync } from 'node:child_process';

/** Runs a command with inherited output; returns its exit status (never throws on failure). */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

const started = Date.now();

/** Prints a step's title with the minutes since the script began, so a slow suite shows in any log. */
export function step(title) {
  const elapsed = Math.round((Date.now() - started) / 1000);
  console.log(`\n\x1b[1m▶ ${title}\x1b[0m (at ${Math.floor(elapsed / 60)} min ${elapsed % 60} s)`);
}
