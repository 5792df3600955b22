import { api } from '@reelhouse/contracts/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccessTier, AgeRating } from '@reelhouse/contracts/catalogue';
import { callApi } from '../../../shared/api/api-client';
import { useSession } from '../../../shared/session/session-query';
import { useContentLanguage } from '../../../shared/i18n/content-language';
import { usePlans } from './plan-queries';

/** The member's current plan period (none for visitors). */
export function useMySubscription(enabled: boolean) {
  const lang = useContentLanguage();
  return useQuery({
    queryKey: ['subscription', lang],
    queryFn: () => callApi(api.account.subscription, { query: { lang } }),
    enabled,
  });
}

/** The member's plan periods from their entitlement ledger, latest first (downloads have their own page). */
export function useMyPlanPeriods() {
  const lang = useContentLanguage();
  return useQuery({
    queryKey: ['entitlements', lang],
    queryFn: () => callApi(api.account.entitlements, { query: { lang } }),
    select: ({ items }) => items.filter((right) => right.kind === 'plan'),
  });
}

/**
 * Whether the viewer's plan covers a title, as a check to ask of several (`null` while it is not
 * known yet): visitors and members without a subscription have the free plan. The server decides
 * at playback; this only chooses between Watch and Subscribe.
 */
export function useEntitlements(): (tier: AccessTier, rating: AgeRating) => boolean | null {
  const { authenticated } = useSession();
  const plans = usePlans();
  const subscription = useMySubscription(authenticated);
  return (tier, rating) => {
    if (!plans.data || (authenticated && !subscription.data)) return null;
    const code = subscription.data?.active ? subscription.data.plan?.code : 'free';
    const plan = plans.data.items.find((item) => item.code === code);
    if (!plan) return null;
    return plan.tiers.includes(tier) && (rating !== 'A' || plan.includesAdult);
  };
}

/** Whether the viewer's plan covers one title (`null` while it is not known yet). */
export function useEntitlement(tier: AccessTier, rating: AgeRating): boolean | null {
  return useEntitlements()(tier, rating);
}

/** Turns the plan's renewal off (`cancel`) or back on (`resume`); the answer is the new standing. */
export function useChangeRenewal() {
  const lang = useContentLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'cancel' | 'resume') =>
      callApi(action === 'cancel' ? api.account.cancelSubscription : api.account.resumeSubscription, {
        query: { lang },
      }),
    onSuccess: (status) => queryClient.setQueryData(['subscription', lang], status),
  });
}
