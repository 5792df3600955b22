import { adminApi } from '@reelhouse/contracts/admin-api';
import type { AdminOrderListQuery } from '@reelhouse/contracts/shop-orders-admin';
import type { ChangeOrderStatus, RefundOrder } from '@reelhouse/contracts/shop-orders';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';

const orderKey = (number: string) => ['admin', 'order', number];

/** A page of orders as the list's address asks for it; the page on screen stays while the next loads. */
export function useAdminOrders(query: AdminOrderListQuery) {
  return useQuery({
    queryKey: ['admin', 'orders', query],
    queryFn: () => callApi(adminApi.orders.list, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminOrder(number: string) {
  return useQuery({
    queryKey: orderKey(number),
    queryFn: () => callApi(adminApi.orders.get, { params: { number } }),
    retry: false,
  });
}

/** A change of status answers the order as the console shows it; the lists are read again. */
export function useMoveOrder(number: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeOrderStatus) => callApi(adminApi.orders.move, { params: { number }, body }),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKey(number), order);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] });
    },
  });
}

/** A refund goes through PhonePe: the order is read again for the refund's state and the order's. */
export function useRefundOrder(number: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RefundOrder) => callApi(adminApi.orders.refund, { params: { number }, body }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKey(number) }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] }),
      ]),
  });
}
