import { describe, expect, it } from 'vitest';
import type { MomentHit } from '@reelhouse/contracts/catalogue';
import { momentDetail, momentPath, momentPlace } from './moments';

const title = { slug: 'night-market', name: 'Night Market', kind: 'series', accessTier: 'free', rating: 'U' } as const;
const say = (key: string, values?: Record<string, unknown>) => `${key}${JSON.stringify(values ?? {})}`;

describe('moments', () => {
  it('plays a title or an episode from two to three seconds before its line, never before the start', () => {
    const inMovie: MomentHit = { title, episode: null, startSeconds: 761.4, text: '…' };
    expect(momentPath(inMovie)).toBe('/Player?title=night-market&t=759');
    expect(momentPath({ ...inMovie, startSeconds: 1.5 })).toBe('/Player?title=night-market&t=0');
    const episode = { id: 42, number: 2, seasonNumber: 1, name: 'Lanterns' };
    expect(momentPath({ ...inMovie, episode })).toBe('/Player?episode=42&t=759');
  });

  it('says where a line is said: the title, or the episode of a title, and when', () => {
    const episode = { id: 42, number: 2, seasonNumber: 1, name: 'Lanterns' };
    expect(momentPlace({ title, episode: null, startSeconds: 3761.2, text: '…' }, say)).toBe(
      'search.momentAt{"where":"Night Market","time":"1:02:41"}',
    );
    expect(momentPlace({ title, episode, startSeconds: 65, text: '…' }, say)).toBe(
      'search.momentAt{"where":"search.episodeOf{\\"title\\":\\"Night Market\\",\\"season\\":1,\\"episode\\":2}","time":"1:05"}',
    );
  });

  it('adds that a plan is needed only when the viewer’s plan is known not to play the title', () => {
    const premium: MomentHit = {
      title: { ...title, accessTier: 'premium' },
      episode: null,
      startSeconds: 5,
      text: '…',
    };
    const place = 'search.momentAt{"where":"Night Market","time":"0:05"}';
    expect(momentDetail(premium, say, () => false)).toBe(`search.momentNeedsPlan{"place":${JSON.stringify(place)}}`);
    expect(momentDetail(premium, say, () => true)).toBe(place);
    expect(momentDetail(premium, say, () => null)).toBe(place);
  });
});
