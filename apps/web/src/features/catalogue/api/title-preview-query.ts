import { adminApi } from '@reelhouse/contracts/admin-api';
import { useQuery } from '@tanstack/react-query';
import { useContentLanguage } from '../../../shared/i18n/content-language';
import { callApi } from '../../../shared/api/api-client';

/**
 * A title's page as visitors will see it, for an operator, whatever its status; never kept stale.
 * Apart from the catalogue's queries because it speaks the console's API, which every visitor's
 * first page would otherwise download with the header's search.
 */
export function useTitlePagePreview(slug: string) {
  const lang = useContentLanguage();
  return useQuery({
    queryKey: ['title-preview', lang, slug],
    queryFn: () => callApi(adminApi.titles.page, { params: { slug }, query: { lang } }),
    retry: false,
  });
}
