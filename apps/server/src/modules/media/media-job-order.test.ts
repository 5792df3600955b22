import { describe, expect, it } from 'vitest';
import { demoClipJob, type DemoMediaDependencies } from './demo-media';
import { ladder } from './ladder';
import { transcodeJobs, type TranscodeDependencies } from './transcode.jobs';

// Priorities only read the payload: the dependencies are never touched here.
const clip = demoClipJob({} as DemoMediaDependencies);
const { rendition, storyboard } = transcodeJobs({} as TranscodeDependencies);
const priorityOf = <T>(job: { priority?: (payload: T) => number }, payload: T) => job.priority?.(payload) ?? 0;

describe('the order of media work on a fresh start (lower runs first)', () => {
  it('makes every demo clip, free or paid, and its lowest rung before any higher rung', () => {
    const lowest = priorityOf(rendition, { assetId: 1, height: ladder[0].height });
    const higher = ladder.slice(1).map((rung) => priorityOf(rendition, { assetId: 1, height: rung.height }));
    for (const encrypted of [false, true]) {
      const making = priorityOf(clip, { index: 4, encrypted });
      expect(making).toBeGreaterThan(lowest);
      expect(making).toBeLessThan(Math.min(...higher));
    }
    expect(priorityOf(storyboard, { assetId: 1 })).toBeGreaterThan(Math.max(...higher));
  });

  it("makes an operator's upload before the demo's higher rungs, and the demo's lowest rungs before either", () => {
    const higher = (background: boolean) =>
      ladder.slice(1).map((rung) => priorityOf(rendition, { assetId: 1, height: rung.height, background }));
    expect(Math.max(...higher(false))).toBeLessThan(Math.min(...higher(true)));
    expect(priorityOf(storyboard, { assetId: 1 })).toBeLessThan(Math.min(...higher(true)));
    const demoLowest = priorityOf(rendition, { assetId: 1, height: ladder[0].height, background: true });
    expect(demoLowest).toBeLessThan(Math.min(...higher(false)));
  });
});
