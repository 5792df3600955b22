import { api } from '@reelhouse/contracts/api';
import type { CreatePayment } from '@reelhouse/contracts/payments';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { useContentLanguage } from '../../../shared/i18n/content-language';

/** Where to go after paying (the title that asked for a plan); kept across the gateway's pages. */
export const AFTER_PAYMENT_KEY = 'rh_after_payment';

/**
 * Starts paying for a plan and sends the browser to the gateway. Each attempt carries its own
 * Idempotency-Key, so a retried request (double click, flaky network) cannot start two payments.
 */
export function useStartPayment() {
  return useMutation({
    mutationFn: (body: CreatePayment) =>
      callApi(api.plans.pay, { body, headers: { 'idempotency-key': crypto.randomUUID() } }),
    onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl),
  });
}

/** One of the member's payments; asked again every 3 s while the gateway has not decided it. */
export function usePayment(merchantTransactionId: string, enabled: boolean) {
  const lang = useContentLanguage();
  return useQuery({
    enabled,
    queryKey: ['payment', merchantTransactionId, lang],
    queryFn: () => callApi(api.plans.payment, { params: { merchantTransactionId }, query: { lang } }),
    refetchInterval: (query) => (query.state.data?.state === 'pending' ? 3000 : false),
  });
}

/** The member's payments, newest first. */
export function usePayments() {
  const lang = useContentLanguage();
  return useQuery({
    queryKey: ['payments', lang],
    queryFn: () => callApi(api.plans.payments, { query: { lang } }),
  });
}

/** One of the member's GST invoices. */
export function useInvoice(number: string, enabled: boolean) {
  return useQuery({
    queryKey: ['invoice', number],
    queryFn: () => callApi(api.account.invoice, { params: { number } }),
    enabled,
  });
}
