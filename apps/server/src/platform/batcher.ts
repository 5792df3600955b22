/** One request's outcome in a batch: its own answer, or the error only it gets. */
export type Outcome<Out> = { ok: true; value: Out } | { ok: false; error: unknown };

interface Waiting<In, Out> {
  input: In;
  resolve: (value: Out) => void;
  reject: (error: unknown) => void;
}

/**
 * Requests for the same database work that arrive while a batch is under way wait and go together
 * in the next batch (up to `maxBatch`): group commit for writes, one `in (…)` read for lookups. A
 * database that pays per statement — the embedded one runs every statement on the server's own
 * thread — then spends a handful of statements on N requests instead of N times as many. Under no
 * load a batch is one request, with nothing added but a turn of the event loop.
 */
export class Batcher<In, Out> {
  private waiting: Waiting<In, Out>[] = [];
  private writing = false;

  constructor(
    private readonly write: (batch: In[]) => Promise<Outcome<Out>[]>,
    private readonly maxBatch = 64,
  ) {}

  submit(input: In): Promise<Out> {
    return new Promise<Out>((resolve, reject) => {
      this.waiting.push({ input, resolve, reject });
      if (!this.writing) {
        this.writing = true;
        // Requests read in the same turn of the event loop join the first batch.
        setImmediate(() => void this.drain());
      }
    });
  }

  private async drain(): Promise<void> {
    while (this.waiting.length > 0) {
      const batch = this.waiting.splice(0, this.maxBatch);
      try {
        const outcomes = await this.write(batch.map((request) => request.input));
        batch.forEach((request, i) => {
          const outcome = outcomes[i];
          if (!outcome) request.reject(new Error('batcher: the batch gave no answer for a request'));
          else if (outcome.ok) request.resolve(outcome.value);
          else request.reject(outcome.error);
        });
      } catch (error) {
        // The batch failed as a whole (a write's transaction rolled back): nobody's work was kept.
        for (const request of batch) request.reject(error);
      }
    }
    this.writing = false;
  }
}
