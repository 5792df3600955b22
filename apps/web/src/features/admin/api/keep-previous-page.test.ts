import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { keepPreviousPageOf } from './keep-previous-page';

/** Watches one query key after another, as a list page does when its address changes, and says what it shows first. */
async function shownWhileLoading(first: unknown[], next: unknown[], list: (key: unknown[]) => unknown[]) {
  const client = new QueryClient();
  const answers = new Map([
    [JSON.stringify(first), ['first rows']],
    [JSON.stringify(next), ['next rows']],
  ]);
  const options = (queryKey: unknown[]) => ({
    queryKey,
    queryFn: () =>
      new Promise<string[]>((resolve) => setTimeout(() => resolve(answers.get(JSON.stringify(queryKey)) ?? []), 5)),
    placeholderData: keepPreviousPageOf(list(queryKey)),
  });
  const observer = new QueryObserver(client, options(first));
  const unsubscribe = observer.subscribe(() => undefined);
  await client.fetchQuery(options(first));
  observer.setOptions(options(next));
  const shown = observer.getCurrentResult().data;
  unsubscribe();
  client.clear();
  return shown;
}

describe('keepPreviousPageOf', () => {
  const byKind = (key: unknown[]) => key.slice(0, 2);

  it('keeps the last page on screen while the next page of the same list loads', async () => {
    expect(await shownWhileLoading(['admin', 'tags', { page: 1 }], ['admin', 'tags', { page: 2 }], byKind)).toEqual([
      'first rows',
    ]);
  });

  it('never shows one list under another: the genres are gone while the tags load', async () => {
    expect(await shownWhileLoading(['admin', 'genres', {}], ['admin', 'tags', {}], byKind)).toBeUndefined();
  });
});
