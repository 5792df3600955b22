/** Upper bounds (ms) of the startup-time buckets; one more bucket holds everything slower. */
export const STARTUP_BUCKETS_MS = [
  100, 200, 300, 400, 500, 600, 800, 1000, 1250, 1500, 2000, 2500, 3000, 4000, 5000, 7500, 10000, 15000, 20000,
] as const;

/** Sums of what players lived through, for a day, a title, a rendition or a whole period. */
export interface PlaybackFigures {
  plays: number;
  watchSeconds: number;
  reachedPlays: number;
  reachedShare: number;
  stalls: number;
  stallMs: number;
  errors: number;
  /** Startups per bucket: index 0 is below the first bound, the last index beyond the last bound. */
  startupCounts: number[];
}

export const noPlayback = (): PlaybackFigures => ({
  plays: 0,
  watchSeconds: 0,
  reachedPlays: 0,
  reachedShare: 0,
  stalls: 0,
  stallMs: 0,
  errors: 0,
  startupCounts: Array.from({ length: STARTUP_BUCKETS_MS.length + 1 }, () => 0),
});

/** Adds `more` into `into` (changed in place, and returned). */
export function addPlayback(into: PlaybackFigures, more: Partial<PlaybackFigures>): PlaybackFigures {
  into.plays += more.plays ?? 0;
  into.watchSeconds += more.watchSeconds ?? 0;
  into.reachedPlays += more.reachedPlays ?? 0;
  into.reachedShare += more.reachedShare ?? 0;
  into.stalls += more.stalls ?? 0;
  into.stallMs += more.stallMs ?? 0;
  into.errors += more.errors ?? 0;
  more.startupCounts?.forEach((count, bucket) => {
    into.startupCounts[bucket] = (into.startupCounts[bucket] ?? 0) + count;
  });
  return into;
}

/** Figures kept apart by a key (a day, a title, a height…), each started empty when first met. */
export class PlaybackTally<K> {
  readonly byKey = new Map<K, PlaybackFigures>();

  add(key: K, more: Partial<PlaybackFigures>): void {
    let figures = this.byKey.get(key);
    if (!figures) this.byKey.set(key, (figures = noPlayback()));
    addPlayback(figures, more);
  }

  get(key: K): PlaybackFigures {
    return this.byKey.get(key) ?? noPlayback();
  }
}

/**
 * A percentile read from startup counts: the bucket where the share is reached, interpolated
 * linearly inside it (the last, open bucket answers its lower bound). Null without counts.
 */
export function percentileFromBuckets(counts: readonly number[], share: number): number | null {
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total === 0) return null;
  const wanted = share * total;
  let below = 0;
  for (const [bucket, count] of counts.entries()) {
    if (count > 0 && below + count >= wanted) {
      const low = bucket === 0 ? 0 : (STARTUP_BUCKETS_MS[bucket - 1] ?? 0);
      const high = STARTUP_BUCKETS_MS[bucket];
      return high === undefined ? low : Math.round(low + ((wanted - below) / count) * (high - low));
    }
    below += count;
  }
  return STARTUP_BUCKETS_MS.at(-1) ?? null;
}

/** The quality figures the dashboard shows for a group of plays. */
export function qualityOf(figures: PlaybackFigures) {
  return {
    plays: figures.plays,
    startupMedianMs: percentileFromBuckets(figures.startupCounts, 0.5),
    startupP95Ms: percentileFromBuckets(figures.startupCounts, 0.95),
    rebufferingRatio: figures.watchSeconds > 0 ? Math.min(1, figures.stallMs / 1000 / figures.watchSeconds) : 0,
    fatalErrors: figures.errors,
  };
}
