import { api } from '@reelhouse/contracts/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { useContentLanguage } from '../../../shared/i18n/content-language';

/** What moving to a plan would do and cost, worked out by the server now (an upgrade's prorated price). */
export function usePlanChangeQuote(planId: number, enabled: boolean) {
  const lang = useContentLanguage();
  return useQuery({
    queryKey: ['plan-change', planId, lang],
    queryFn: () => callApi(api.account.planChangeQuote, { query: { planId, lang } }),
    enabled,
    retry: false,
  });
}

/**
 * Moves to another plan: an upgrade goes on to PhonePe to pay its difference; a downgrade (or
 * keeping one's plan) is done at once, and the subscription shown is the one it answers.
 */
export function useChangePlan() {
  const lang = useContentLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (planId: number) => callApi(api.account.changePlan, { body: { planId }, query: { lang } }),
    onSuccess: ({ payment, subscription }) => {
      if (payment) {
        window.location.assign(payment.redirectUrl);
        return;
      }
      queryClient.setQueryData(['subscription', lang], subscription);
      void queryClient.invalidateQueries({ queryKey: ['plan-change'] });
    },
  });
}
