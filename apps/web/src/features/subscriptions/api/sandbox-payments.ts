import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest, jsonRequest } from '../../../shared/api/api-client';

export interface SandboxCheckout {
  merchantTransactionId: string;
  merchantId: string;
  amount: number;
  state: 'PENDING' | 'COMPLETED' | 'FAILED';
  redirectUrl: string;
}

export type Outcome = 'success' | 'failure' | 'pending';

const checkoutPath = (gatewayId: string) => `/sandbox/phonepe/checkout/${encodeURIComponent(gatewayId)}`;

/** The sandbox's view of a payment waiting on its pay page. */
export function useSandboxCheckout(gatewayId: string) {
  return useQuery({
    queryKey: ['sandbox-checkout', gatewayId],
    queryFn: () => apiRequest<SandboxCheckout>(checkoutPath(gatewayId)),
  });
}

/** Ends the sandbox payment as the person chose; the browser goes back to the merchant. */
export function useDecideSandboxPayment(gatewayId: string) {
  return useMutation({
    mutationFn: (outcome: Outcome) =>
      apiRequest<{ redirectUrl: string }>(checkoutPath(gatewayId), jsonRequest('POST', { outcome })),
    onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl),
  });
}
