import { adminApi } from '@reelhouse/contracts/admin-api';
import type { MemberListQuery } from '@reelhouse/contracts/members-admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';

/** A page of members as the list's address asks for it; the page on screen stays while the next loads. */
export function useAdminMembers(query: MemberListQuery) {
  return useQuery({
    queryKey: ['admin', 'members', query],
    queryFn: () => callApi(adminApi.members.list, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminMember(id: number) {
  return useQuery({
    queryKey: ['admin', 'member', id],
    queryFn: () => callApi(adminApi.members.get, { params: { id } }),
    retry: false,
  });
}
