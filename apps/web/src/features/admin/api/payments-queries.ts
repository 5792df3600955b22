import { adminApi } from '@reelhouse/contracts/admin-api';
import type { AdminPaymentListQuery, SettlementQuery } from '@reelhouse/contracts/payments-admin';
import type { RefundOrder } from '@reelhouse/contracts/shop-orders';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';

/** A page of payments as the list's address asks for it, flagged ones first. */
export function useAdminPayments(query: AdminPaymentListQuery) {
  return useQuery({
    queryKey: ['admin', 'payments', query],
    queryFn: () => callApi(adminApi.payments.list, { query }),
    placeholderData: keepPreviousData,
  });
}

/** After a check or a refund the list is read again: the payment's state, invoice or refund changed. */
function usePaymentChange<T, R>(request: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'payments'] }),
  });
}

export const useCheckPayment = () =>
  usePaymentChange((merchantTransactionId: string) =>
    callApi(adminApi.payments.check, { params: { merchantTransactionId } }),
  );

export const useRefundPayment = (merchantTransactionId: string) =>
  usePaymentChange((body: RefundOrder) =>
    callApi(adminApi.payments.refund, { params: { merchantTransactionId }, body }),
  );

export function useSettlement(query: SettlementQuery) {
  return useQuery({
    queryKey: ['admin', 'settlement', query],
    queryFn: () => callApi(adminApi.payments.settlement, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminInvoice(number: string) {
  return useQuery({
    queryKey: ['admin', 'invoice', number],
    queryFn: () => callApi(adminApi.payments.invoice, { params: { number } }),
    retry: false,
  });
}
