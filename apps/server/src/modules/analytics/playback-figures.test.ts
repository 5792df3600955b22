import { describe, expect, it } from 'vitest';
import { noPlayback, percentileFromBuckets, PlaybackTally, qualityOf, STARTUP_BUCKETS_MS } from './playback-figures';

// Buckets are numbered as Postgres's width_bucket numbers them: 0 below the first bound, n at or above the last.
const countsOf = (times: number[]) => {
  const counts = noPlayback().startupCounts;
  for (const ms of times) {
    const bucket = STARTUP_BUCKETS_MS.filter((bound) => bound <= ms).length;
    counts[bucket] = (counts[bucket] ?? 0) + 1;
  }
  return counts;
};

describe('percentiles from startup buckets', () => {
  it('is null without reports', () => {
    expect(percentileFromBuckets(noPlayback().startupCounts, 0.5)).toBeNull();
  });

  it('lands in the bucket holding the share, interpolated inside it', () => {
    // 420 ms alone: the 400–500 bucket, halfway.
    expect(percentileFromBuckets(countsOf([420]), 0.5)).toBe(450);
    const times = [150, 250, 350, 450, 900, 1100, 1400, 1800, 2200, 9000];
    const median = percentileFromBuckets(countsOf(times), 0.5) ?? 0;
    expect(median).toBeGreaterThanOrEqual(800);
    expect(median).toBeLessThanOrEqual(1000);
    const p95 = percentileFromBuckets(countsOf(times), 0.95) ?? 0;
    expect(p95).toBeGreaterThanOrEqual(7500);
    expect(p95).toBeLessThanOrEqual(10000);
  });

  it('answers the last bound for the open bucket beyond it', () => {
    expect(percentileFromBuckets(countsOf([25_000, 40_000]), 0.95)).toBe(20_000);
  });
});

describe('tallies', () => {
  it('sums figures per key, startup counts bucket by bucket', () => {
    const tally = new PlaybackTally<string>();
    tally.add('a', { plays: 2, watchSeconds: 100, stallMs: 5_000, startupCounts: countsOf([420]) });
    const sparse: number[] = [];
    sparse[4] = 3;
    tally.add('a', { plays: 1, watchSeconds: 50, startupCounts: sparse });
    tally.add('b', { errors: 1 });
    expect(tally.get('a')).toMatchObject({ plays: 3, watchSeconds: 150 });
    expect(tally.get('a').startupCounts[4]).toBe(4);
    expect(qualityOf(tally.get('a'))).toMatchObject({ plays: 3, rebufferingRatio: 5 / 150, startupMedianMs: 450 });
    expect(qualityOf(tally.get('b'))).toMatchObject({ fatalErrors: 1, startupMedianMs: null, rebufferingRatio: 0 });
    expect(tally.get('missing').plays).toBe(0);
  });
});
