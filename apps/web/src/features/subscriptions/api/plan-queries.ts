import { api } from '@reelhouse/contracts/api';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { useContentLanguage } from '../../../shared/i18n/content-language';

/** The plans on sale, in the interface language. */
export function usePlans() {
  const lang = useContentLanguage();
  return useQuery({
    queryKey: ['plans', lang],
    queryFn: () => callApi(api.plans.list, { query: { lang } }),
    staleTime: 5 * 60_000,
  });
}
