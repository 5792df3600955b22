import { adminApi } from '@reelhouse/contracts/admin-api';
import type { ContentPageInput, ContentPageKey } from '@reelhouse/contracts/content-pages';
import type { Language } from '@reelhouse/contracts/locales';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';

const pagesKey = ['admin', 'pages'];

/** Every policy page and the FAQ with the languages each is written in. */
export function useContentPageIndex() {
  return useQuery({ queryKey: pagesKey, queryFn: () => callApi(adminApi.pages.list) });
}

/** One language of a page as stored, to edit. */
export function useStoredPage(key: ContentPageKey, lang: Language) {
  return useQuery({
    queryKey: [...pagesKey, key, lang],
    queryFn: () => callApi(adminApi.pages.get, { params: { key }, query: { lang } }),
  });
}

/** A save answers the stored page; the index and the site's copy are read again. */
export function useSavePage(key: ContentPageKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (page: ContentPageInput) => callApi(adminApi.pages.save, { params: { key }, body: page }),
    onSuccess: (saved) => {
      queryClient.setQueryData([...pagesKey, key, saved.lang], saved);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: pagesKey, exact: true }),
        queryClient.invalidateQueries({ queryKey: ['content-page', key] }),
      ]);
    },
  });
}

/** How the installation is configured, read-only. */
export function useInstallationSettings() {
  return useQuery({ queryKey: ['admin', 'settings'], queryFn: () => callApi(adminApi.settings.get) });
}
