import type { Query, QueryKey } from '@tanstack/react-query';

/**
 * Keeps the last page of a list on screen while the next page or search loads, but only within
 * the same list: one hook serves genres and tags (or pending and published comments), and rows of
 * one must never stand under the other's heading, where their buttons would act on the wrong list.
 */
export function keepPreviousPageOf(list: QueryKey) {
  return <T>(previous: T | undefined, previousQuery: Query<T, Error, T, QueryKey> | undefined) =>
    previousQuery !== undefined && list.every((part, index) => previousQuery.queryKey[index] === part)
      ? previous
      : undefined;
}
