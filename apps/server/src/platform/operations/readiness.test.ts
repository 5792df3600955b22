import { afterEach, describe, expect, it, vi } from 'vitest';
import { Readiness } from './readiness';

const answers = () => Promise.resolve();

describe('Readiness', () => {
  afterEach(() => vi.useRealTimers());

  it('is ready when every dependency answers, naming each one checked', async () => {
    const readiness = new Readiness({ database: answers, storage: answers, redis: answers });
    expect(await readiness.verdict()).toEqual({
      ready: true,
      checks: { database: 'ok', storage: 'ok', redis: 'ok' },
    });
  });

  it('gives up on a dependency that hangs after two seconds and names it', async () => {
    vi.useFakeTimers();
    const readiness = new Readiness({ database: answers, storage: answers, redis: () => new Promise(() => undefined) });
    const verdict = readiness.verdict();
    await vi.advanceTimersByTimeAsync(2000);
    expect(await verdict).toEqual({ ready: false, reason: 'Not answering: redis.' });
  });

  it('is not ready once draining, without asking anything', async () => {
    const database = vi.fn(answers);
    const readiness = new Readiness({ database, storage: answers });
    readiness.drain();
    expect(await readiness.verdict()).toEqual({ ready: false, reason: 'This process is shutting down.' });
    expect(database).not.toHaveBeenCalled();
  });
});
