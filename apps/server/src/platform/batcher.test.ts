import { describe, expect, it } from 'vitest';
import { Batcher, type Outcome } from './batcher';

/** A writer that records its batches and takes `ms` per batch. */
function recorder(ms = 5) {
  const batches: number[][] = [];
  const write = async (batch: number[]): Promise<Outcome<number>[]> => {
    batches.push(batch);
    await new Promise((resolve) => setTimeout(resolve, ms));
    return batch.map((n) => (n < 0 ? { ok: false, error: new Error(`refused ${n}`) } : { ok: true, value: n * 10 }));
  };
  return { batches, write };
}

describe('Batcher', () => {
  it('writes requests made together in one batch and gives each its own answer', async () => {
    const { batches, write } = recorder();
    const group = new Batcher(write);
    const answers = await Promise.allSettled([1, 2, -3, 4].map((n) => group.submit(n)));
    expect(batches).toEqual([[1, 2, -3, 4]]);
    expect(answers.map((answer) => (answer.status === 'fulfilled' ? answer.value : String(answer.reason)))).toEqual([
      10,
      20,
      'Error: refused -3',
      40,
    ]);
  });

  it('gathers requests arriving during a batch into the next one, at most maxBatch at a time', async () => {
    const { batches, write } = recorder(20);
    const group = new Batcher(write, 3);
    const first = group.submit(1);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const later = [2, 3, 4, 5].map((n) => group.submit(n));
    await Promise.all([first, ...later]);
    expect(batches).toEqual([[1], [2, 3, 4], [5]]);
  });

  it('fails every request of a batch whose write fails, and goes on with the next batch', async () => {
    let calls = 0;
    const group = new Batcher<number, number>(async (batch) => {
      calls += 1;
      if (calls === 1) throw new Error('transaction rolled back');
      return batch.map((n) => ({ ok: true, value: n }));
    });
    const failed = await Promise.allSettled([group.submit(1), group.submit(2)]);
    expect(failed.map((answer) => answer.status)).toEqual(['rejected', 'rejected']);
    expect(await group.submit(3)).toBe(3);
  });
});
