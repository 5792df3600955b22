/** The parts of the site whose public reads are cached, each dropped when its content changes. */
export type ContentArea = 'catalogue' | 'blog' | 'shop' | 'pages';

/**
 * Where a module says its content changed and where caches hear it: the module that changes
 * content does not need to know who keeps copies of it (the catalogue's search lists blog posts,
 * so the catalogue's cache listens to the blog as well as to itself).
 */
export class ContentChanges {
  private readonly listeners = new Map<ContentArea, Array<() => void>>();

  on(areas: readonly ContentArea[], listener: () => void): void {
    for (const area of areas) this.listeners.set(area, [...(this.listeners.get(area) ?? []), listener]);
  }

  announce(area: ContentArea): void {
    for (const listener of this.listeners.get(area) ?? []) listener();
  }
}
