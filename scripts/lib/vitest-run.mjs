import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { run } from './run.mjs';

const REPORT_DIR = '.e2e-artifacts';

/** Runs Vitest projects and returns how many tests passed and failed (from its JSON report). */
export function runVitest(projects, env = process.env) {
  mkdirSync(REPORT_DIR, { recursive: true });
  const report = `${REPORT_DIR}/vitest-${projects.join('-')}.json`;
  rmSync(report, { force: true });
  const args = ['vitest', 'run', ...projects.flatMap((name) => ['--project', name])];
  const status = run('npx', [...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], { env });
  try {
    const { numPassedTests, numFailedTests } = JSON.parse(readFileSync(report, 'utf8'));
    return { ok: status === 0, passed: numPassedTests, failed: numFailedTests };
  } catch {
    return { ok: false, passed: 0, failed: 0 };
  }
}
