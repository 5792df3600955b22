import { api } from '@reelhouse/contracts/api';
import { useQuery } from '@tanstack/react-query';
import type { ContentPageKey } from '@reelhouse/contracts/content-pages';
import { callApi } from '../../../shared/api/api-client';
import { useContentLanguage } from '../../../shared/i18n/content-language';

/** A policy page or the FAQ as the operator keeps it, in the interface language. */
export function useContentPage(key: ContentPageKey) {
  const lang = useContentLanguage();
  return useQuery({
    queryKey: ['content-page', key, lang],
    queryFn: () => callApi(api.site.page, { params: { key }, query: { lang } }),
    staleTime: 5 * 60_000,
  });
}
