import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { z } from 'zod';

type Changes = Record<string, string | number | undefined>;

/**
 * A list's filters, sort and page held in the address (shareable, kept on reload and by Back),
 * read through the API's own query schema. A parameter the schema refuses is dropped rather than
 * breaking the page, so an old or hand-edited link still opens the list.
 */
export function useListQuery<S extends z.ZodObject>(schema: S) {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const query = useMemo(() => {
    let given = [...params];
    for (;;) {
      const parsed = schema.safeParse(Object.fromEntries(given));
      if (parsed.success) return parsed.data as z.output<S>;
      const wrong = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
      const kept = given.filter(([key]) => !wrong.has(key));
      if (kept.length === given.length) return schema.parse({}) as z.output<S>;
      given = kept;
    }
  }, [params, schema]);

  /** Changes some parameters; any change but the page's own goes back to page 1. */
  const update = useCallback(
    (changes: Changes, options: { replace?: boolean } = {}) => {
      // A change that arrives after a link was followed (a search typed just before, sent when the
      // typing paused) would be made to this list's address and pull the console back to it. The
      // browser's address moves on at once; the list stays on screen until the next page is drawn.
      if (window.location.pathname !== pathname) return;
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        // At once, not in a transition: a control that shows the address (a period radio, a filter)
        // would otherwise spring back to its old value until the transition commits.
        { replace: options.replace ?? false, flushSync: true },
      );
    },
    [setParams, pathname],
  );
  return [query, update] as const;
}
