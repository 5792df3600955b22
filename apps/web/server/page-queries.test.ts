import { QueryObserver, skipToken } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { pageQueries } from './page-queries';

describe('the queries a drawing asked for', () => {
  it('fetches what a render asked for and had no answer to, once, and not what it asked for disabled', async () => {
    const { client, fetchAsked } = pageQueries();
    const calls: string[] = [];
    const ask = (key: string, options: { enabled?: boolean; skip?: boolean } = {}) =>
      // An observer is what useQuery makes as a component renders: it builds its query in the cache.
      new QueryObserver(client, {
        queryKey: [key],
        queryFn: options.skip
          ? skipToken
          : async () => {
              calls.push(key);
              return `${key}!`;
            },
        enabled: options.enabled,
      });
    ask('rails');
    ask('subscription', { enabled: false });
    ask('title', { skip: true });

    expect(await fetchAsked()).toBe(true);
    expect(calls).toEqual(['rails']);
    expect(client.getQueryData(['rails'])).toBe('rails!');
    // Rendering again with the answer in place asks for nothing new: the drawing is done.
    ask('rails');
    expect(await fetchAsked()).toBe(false);
    expect(calls).toEqual(['rails']);
  });

  it('keeps a failed answer as an error in the cache instead of failing the drawing', async () => {
    const { client, fetchAsked } = pageQueries();
    new QueryObserver(client, {
      queryKey: ['broken'],
      queryFn: () => Promise.reject(new Error('no answer')),
    });
    expect(await fetchAsked()).toBe(true);
    expect(client.getQueryState(['broken'])?.status).toBe('error');
  });
});
