import { randomUUID } from 'node:crypto';
import type { Database } from '@reelhouse/db/database';

/** The parts of the site whose public reads are cached, each dropped when its content changes. */
export const contentAreas = ['catalogue', 'blog', 'shop', 'pages'] as const;
export type ContentArea = (typeof contentAreas)[number];

/** The database channel on which every server process hears of content changed on another. */
export const CONTENT_CHANNEL = 'reelhouse_content';

/** What travels between processes; `from` tells a process its own messages. */
interface ChangeMessage {
  area: ContentArea;
  from: string;
}

/**
 * Where a module says its content changed and where caches hear it: the module that changes
 * content does not need to know who keeps copies of it (the catalogue's search lists blog posts,
 * so the catalogue's cache listens to the blog as well as to itself). Once `connect`ed, a change
 * is told to every server process on the database too (PostgreSQL NOTIFY), so no process serves
 * a stale copy until its cache expires; a process that lost the channel for a while drops all.
 */
export class ContentChanges {
  private readonly listeners = new Map<ContentArea, Array<() => void>>();
  private readonly self = randomUUID();
  private database: Database | null = null;

  on(areas: readonly ContentArea[], listener: () => void): void {
    for (const area of areas) this.listeners.set(area, [...(this.listeners.get(area) ?? []), listener]);
  }

  announce(area: ContentArea): void {
    this.tell(area);
    const message: ChangeMessage = { area, from: this.self };
    // A change is kept whether or not the others hear of it; their caches expire in any case.
    this.database?.notify(CONTENT_CHANNEL, JSON.stringify(message)).catch((error: unknown) => this.onError(error));
  }

  /** Hears the other processes' changes from now on; answers what stops listening. */
  async connect(database: Database, onError: (error: unknown) => void): Promise<() => Promise<void>> {
    this.onError = onError;
    const stop = await database.listen(CONTENT_CHANNEL, {
      onMessage: (payload) => {
        const message = parsed(payload);
        if (message && message.from !== this.self) this.tell(message.area);
      },
      onResume: () => contentAreas.forEach((area) => this.tell(area)),
    });
    this.database = database;
    return stop;
  }

  private onError: (error: unknown) => void = () => undefined;

  private tell(area: ContentArea): void {
    for (const listener of this.listeners.get(area) ?? []) listener();
  }
}

function parsed(payload: string): ChangeMessage | null {
  try {
    const message = JSON.parse(payload) as Partial<ChangeMessage>;
    return typeof message.from === 'string' && contentAreas.includes(message.area as ContentArea)
      ? (message as ChangeMessage)
      : null;
  } catch {
    return null;
  }
}
