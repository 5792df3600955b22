import { api } from '@reelhouse/contracts/api';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { useContentLanguage } from '../../../shared/i18n/content-language';
import { useSession } from '../../../shared/session/session-query';

/** The watching profile's own rails; asked only once the device knows who is watching. */
export function useRecommendations() {
  const { profile } = useSession();
  const lang = useContentLanguage();
  return useQuery({
    queryKey: ['recommendations', profile?.id, lang],
    queryFn: () => callApi(api.recommendations.forProfile, { query: { lang } }),
    enabled: profile !== null && profile !== undefined,
    staleTime: 5 * 60_000,
  });
}
