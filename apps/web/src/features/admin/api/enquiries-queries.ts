import { adminApi } from '@reelhouse/contracts/admin-api';
import type { AdminEnquiry, EnquiryListQuery, EnquiryPatch, EnquiryReply } from '@reelhouse/contracts/enquiries-admin';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';

const enquiryKey = (id: number) => ['admin', 'enquiry', id];

export function useEnquiries(query: EnquiryListQuery) {
  return useQuery({
    queryKey: ['admin', 'enquiries', query],
    queryFn: () => callApi(adminApi.enquiries.list, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useEnquiry(id: number) {
  return useQuery({
    queryKey: enquiryKey(id),
    queryFn: () => callApi(adminApi.enquiries.get, { params: { id } }),
    retry: false,
  });
}

/** An answer or a change answers the enquiry, which replaces what the page shows; the inbox is read again. */
function useEnquiryChange<T>(id: number, request: (input: T) => Promise<AdminEnquiry>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (enquiry) => {
      queryClient.setQueryData(enquiryKey(id), enquiry);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'enquiries'] });
    },
  });
}

export const useReplyToEnquiry = (id: number) =>
  useEnquiryChange(id, (body: EnquiryReply) => callApi(adminApi.enquiries.reply, { params: { id }, body }));
export const useUpdateEnquiry = (id: number) =>
  useEnquiryChange(id, (body: EnquiryPatch) => callApi(adminApi.enquiries.update, { params: { id }, body }));
