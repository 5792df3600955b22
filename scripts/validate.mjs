// npm run validate: every TypeScript project's typecheck, ESLint and Prettier's check, side by side
// on every core (one after another they took five minutes of a two-core CI machine, each using
// one core). `node scripts/validate.mjs typecheck` runs only the typechecks (npm run typecheck).
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

/** Each tsconfig the repository checks: the server side, the journeys, and the web app's four. */
const projects = [
  'apps/web',
  'tsconfig.json',
  'apps/web/tsconfig.server.json',
  'e2e',
  'apps/web/tsconfig.test.json',
  'apps/web/tsconfig.node.json',
];
const typechecks = projects.map((project) => ({ name: `tsc -p ${project}`, args: ['tsc', '-p', project] }));
const checks = [
  ...typechecks.slice(0, 2),
  { name: 'eslint', args: ['eslint', '--max-warnings', '0', '.'] },
  ...typechecks.slice(2, 3),
  { name: 'prettier --check', args: ['prettier', '--check', '--log-level', 'warn', '.'] },
  ...typechecks.slice(3),
];

/** Runs a check with its output kept, so that checks running together do not interleave lines. */
function runCheck({ name, args }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npx', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`${code === 0 ? '✓' : '✗'} ${name} (${seconds} s)`);
      if (output.trim()) console.log(output.trimEnd());
      resolve(code === 0);
    });
  });
}

const queue = process.argv[2] === 'typecheck' ? [...typechecks] : [...checks];
const results = [];
const worker = async () => {
  for (let check = queue.shift(); check; check = queue.shift()) results.push(await runCheck(check));
};
await Promise.all(Array.from({ length: Math.max(2, availableParallelism()) }, worker));
process.exit(results.every(Boolean) ? 0 : 1);
