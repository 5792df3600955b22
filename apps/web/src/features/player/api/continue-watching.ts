import { api } from '@reelhouse/contracts/api';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StartedTitle } from '@reelhouse/contracts/playback';
import { callApi } from '../../../shared/api/api-client';
import { useSession } from '../../../shared/session/session-query';
import { useContentLanguage } from '../../../shared/i18n/content-language';

export const continueWatchingKey = ['player', 'continue-watching'] as const;

const continueWatchingQuery = (lang: string) =>
  queryOptions({
    queryKey: [...continueWatchingKey, lang],
    queryFn: () => callApi(api.playback.continueWatching, { query: { lang } }),
  });

/** What the member started and has not finished, newest first (nothing is asked for a visitor). */
export function useContinueWatching() {
  const { authenticated } = useSession();
  return useQuery({ ...continueWatchingQuery(useContentLanguage()), enabled: authenticated });
}

/** Where the member stopped in this title, if they started and did not finish it. */
export function useResumePoint(slug: string): StartedTitle | null {
  return useContinueWatching().data?.items.find((item) => item.slug === slug) ?? null;
}

/** "Remove from Continue watching": the card goes at once; the server forgets the position. */
export function useForgetStartedTitle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slug: string) => callApi(api.playback.forget, { params: { slug } }),
    onMutate: (slug) => {
      queryClient.setQueriesData<{ items: StartedTitle[] }>({ queryKey: continueWatchingKey }, (data) =>
        data ? { items: data.items.filter((item) => item.slug !== slug) } : data,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: continueWatchingKey }),
  });
}
