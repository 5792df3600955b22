import type { FastifyBaseLogger } from 'fastify';

/** Timers further away than this are set again when they fire (Node's limit is about 24.8 days). */
const MAX_WAIT_MS = 24 * 60 * 60_000;

/** What a schedule publishes: it marks what is due and says when the next one falls due. */
export interface Scheduled {
  /** Publishes everything whose time has come; answers how many. */
  publishDue(): Promise<number>;
  /** The earliest time still scheduled (it may already be due), or null. */
  nextDueAt(): Promise<Date | null>;
}

/**
 * Wakes when the next scheduled item (a blog post, a title) falls due, publishes it and drops
 * cached lists, so nothing keeps answering from before it came out. It times only on processes
 * that run background work (`start`); call `arm` again whenever schedules change, on any process
 * (a web process's call does nothing, the change it announces reaches the workers). On start it
 * catches up on whatever fell due while no worker ran. Publishing marks each item once however
 * many processes time it.
 */
export class PublishSchedule {
  private timer: NodeJS.Timeout | null = null;
  private running = false;

  constructor(
    private readonly what: string,
    private readonly items: Scheduled,
    private readonly onPublished: () => void,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Starts timing on this process, first publishing whatever is due. */
  start(): Promise<void> {
    this.running = true;
    return this.arm();
  }

  /** Publishes what is due now and waits for the next scheduled item. */
  async arm(): Promise<void> {
    if (!this.running) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const published = await this.items.publishDue();
    if (published > 0) {
      this.log.info({ published }, `scheduled ${this.what} published`);
      this.onPublished();
    }
    const next = await this.items.nextDueAt();
    if (!next || !this.running) return;
    const wait = Math.min(Math.max(0, next.getTime() - Date.now()), MAX_WAIT_MS);
    // Another arm may have set a timer while this one awaited: one timer only.
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.arm().catch((error: unknown) => this.log.error({ err: error }, `publishing scheduled ${this.what} failed`));
    }, wait);
    this.timer.unref();
  }

  stop(): void {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
