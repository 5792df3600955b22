import { api, type SandboxOutcome } from '@reelhouse/contracts/api';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';

/** The sandbox's view of a payment waiting on its pay page. */
export function useSandboxCheckout(gatewayId: string) {
  return useQuery({
    queryKey: ['sandbox-checkout', gatewayId],
    queryFn: () => callApi(api.demo.sandboxCheckout, { params: { gatewayId } }),
  });
}

/** Ends the sandbox payment as the person chose; the browser goes back to the merchant. */
export function useDecideSandboxPayment(gatewayId: string) {
  return useMutation({
    mutationFn: (outcome: SandboxOutcome) =>
      callApi(api.demo.decideSandboxPayment, { params: { gatewayId }, body: { outcome } }),
    onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl),
  });
}
