import { QueryCache, QueryClient, skipToken, type Query } from '@tanstack/react-query';

/** What a component asked with: `enabled` belongs to the asking observer, not to the query. */
interface Asked {
  enabled?: boolean | ((query: Query<unknown, unknown>) => boolean);
  queryFn?: unknown;
}

function wanted(query: Query<unknown, unknown>, options: Asked): boolean {
  const asks = typeof options.enabled === 'function' ? options.enabled(query) : options.enabled !== false;
  return asks && options.queryFn !== skipToken;
}

export interface PageQueries {
  client: QueryClient;
  /** Fetches what the last render asked for and found unanswered; `false` when there was nothing. */
  fetchAsked(): Promise<boolean>;
}

/**
 * A query cache for one drawing. In the browser a component's query starts after the first render;
 * on the server there is no "after", so the cache notes every query a render asked for and had no
 * answer to (each component's observer builds its query in the cache as it renders), and the
 * drawing fetches those and renders again.
 */
export function pageQueries(): PageQueries {
  const cache = new QueryCache();
  const unanswered = new Map<string, Query<unknown, unknown>>();
  const build = cache.build.bind(cache);
  cache.build = ((...args: Parameters<typeof build>) => {
    const query = build(...args);
    const idle = query.state.status === 'pending' && query.state.fetchStatus === 'idle';
    if (idle && wanted(query, args[1] as Asked)) unanswered.set(query.queryHash, query);
    return query;
  }) as typeof cache.build;
  // One try: the page is drawn now or the browser draws it; a retry would only hold the answer up.
  const client = new QueryClient({ queryCache: cache, defaultOptions: { queries: { retry: false } } });
  return {
    client,
    async fetchAsked() {
      const asked = [...unanswered.values()];
      unanswered.clear();
      if (asked.length === 0) return false;
      // A failed answer stays an error in the cache: the page draws what it shows for one.
      await Promise.all(asked.map((query) => query.fetch().catch(() => undefined)));
      return true;
    },
  };
}
