import type { FastifyBaseLogger } from 'fastify';
import type { BlogPostsRepository } from './blog-posts.repository';

/** Timers further away than this are set again when they fire (Node's limit is about 24.8 days). */
const MAX_WAIT_MS = 24 * 60 * 60_000;

/**
 * Readers see a scheduled post from its time on without help (the visibility rule compares with
 * now()). This wakes at that time to mark the post published and drop cached lists, so nothing
 * keeps answering from before the post came out.
 */
export class BlogSchedule {
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly posts: BlogPostsRepository,
    private readonly onPublished: () => void,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Publishes what is due now and waits for the next scheduled post; call again when posts change. */
  async arm(): Promise<void> {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const published = await this.posts.markDuePublished();
    if (published > 0) {
      this.log.info({ posts: published }, 'scheduled blog posts published');
      this.onPublished();
    }
    const next = await this.posts.nextScheduledAt();
    if (!next || this.stopped) return;
    const wait = Math.min(Math.max(0, next.getTime() - Date.now()), MAX_WAIT_MS);
    this.timer = setTimeout(() => {
      this.arm().catch((error: unknown) => this.log.error({ err: error }, 'publishing scheduled blog posts failed'));
    }, wait);
    this.timer.unref();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
