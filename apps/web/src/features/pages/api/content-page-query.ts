import { useQuery } from '@tanstack/react-query';
import type { ContentPage, ContentPageKey } from '@reelhouse/contracts/content-pages';
import { apiRequest } from '../../../shared/api/api-client';
import { useContentLanguage } from '../../catalogue/api/catalogue-queries';

/** A policy page or the FAQ as the operator keeps it, in the interface language. */
export function useContentPage(key: ContentPageKey) {
  const lang = useContentLanguage();
  return useQuery({
    queryKey: ['content-page', key, lang],
    queryFn: () => apiRequest<ContentPage>(`/api/pages/${key}?lang=${lang}`),
    staleTime: 5 * 60_000,
  });
}
