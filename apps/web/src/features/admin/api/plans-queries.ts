import { adminApi } from '@reelhouse/contracts/admin-api';
import type { PlanPatch } from '@reelhouse/contracts/plans-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';

const plansKey = ['admin', 'plans'];

/** Every plan, on sale or retired, with its texts in every language. */
export function useAdminPlans() {
  return useQuery({ queryKey: plansKey, queryFn: () => callApi(adminApi.plans.list) });
}

/** A change answers the plan; the console's list and the site's plans are read again. */
export function useUpdatePlan(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: PlanPatch) => callApi(adminApi.plans.update, { params: { code }, body: patch }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: plansKey }),
        queryClient.invalidateQueries({ queryKey: ['plans'] }),
      ]),
  });
}
