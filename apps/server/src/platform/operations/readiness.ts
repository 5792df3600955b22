import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import type { Ready } from '@reelhouse/contracts/health';

/** Resolves when a dependency answers; rejects (or outlasts the deadline) when it does not. */
type Check = () => Promise<unknown>;

/** What this process needs to serve: the database, the media storage, and Redis when configured. */
export type Dependencies = { [Name in keyof Ready['checks']]: Check };

/** How long one check may take before the process counts as not ready (a load balancer waits for none). */
const CHECK_TIMEOUT_MS = 2000;

export type ReadinessVerdict = { ready: true; checks: Ready['checks'] } | { ready: false; reason: string };

/**
 * Whether this process should get traffic: no while it drains before stopping, and no while a
 * dependency it needs is unreachable. Checks run together, each with a deadline.
 */
export class Readiness {
  private draining = false;

  constructor(private readonly dependencies: Dependencies) {}

  /** From now on the process says it is not ready, so load balancers stop sending it requests. */
  drain(): void {
    this.draining = true;
  }

  async verdict(): Promise<ReadinessVerdict> {
    if (this.draining) return { ready: false, reason: 'This process is shutting down.' };
    const named = Object.entries(this.dependencies).filter((entry): entry is [string, Check] => entry[1] !== undefined);
    const results = await Promise.all(named.map(async ([name, check]) => ({ name, ok: await answers(check) })));
    const failing = results.filter((result) => !result.ok).map((result) => result.name);
    if (failing.length > 0) return { ready: false, reason: `Not answering: ${failing.join(', ')}.` };
    // Every dependency given was checked and answered.
    return { ready: true, checks: Object.fromEntries(named.map(([name]) => [name, 'ok'])) as Ready['checks'] };
  }
}

async function answers(check: Check): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), deadline]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** The directories the process writes to (uploads, renditions, pictures) are there and writable. */
export const writable =
  (directories: readonly string[]): Check =>
  () =>
    Promise.all(directories.map((directory) => access(directory, constants.W_OK)));
