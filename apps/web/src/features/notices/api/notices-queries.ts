import { api } from '@reelhouse/contracts/api';
import type { Notices } from '@reelhouse/contracts/notices';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { useContentLanguage } from '../../../shared/i18n/content-language';

const noticesKey = ['notices'];
/** New episodes come out now and then, not by the second: a look every few minutes is enough. */
const REFRESH_MS = 5 * 60_000;

/** The bell's notices for the profile watching (the bell shows only where there is one). */
export function useNotices() {
  const lang = useContentLanguage();
  return useQuery({
    queryKey: [...noticesKey, lang],
    queryFn: () => callApi(api.notices.list, { query: { lang } }),
    refetchInterval: REFRESH_MS,
  });
}

/** Opening the bell reads what it shows: the count goes at once, the list keeps its marks until it closes. */
export function useMarkNoticesRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(api.notices.markRead),
    onSuccess: () =>
      queryClient.setQueriesData<Notices>({ queryKey: noticesKey }, (notices) =>
        notices ? { items: notices.items.map((item) => ({ ...item, unread: false })), unread: 0 } : notices,
      ),
  });
}
