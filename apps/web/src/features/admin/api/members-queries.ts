import { adminApi } from '@reelhouse/contracts/admin-api';
import type {
  AdminMember,
  MemberBlock,
  MemberGrant,
  MemberListQuery,
  MemberRole,
} from '@reelhouse/contracts/members-admin';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

/** A change to a member answers their page, which replaces what the console shows; the list is read again. */
function useMemberChange<T>(id: number, request: (input: T) => Promise<AdminMember>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (member) => {
      queryClient.setQueryData(['admin', 'member', id], member);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'members'] });
    },
  });
}

export const useGrantPlan = (id: number) =>
  useMemberChange(id, (body: MemberGrant) => callApi(adminApi.members.grant, { params: { id }, body }));
export const useSetRole = (id: number) =>
  useMemberChange(id, (body: MemberRole) => callApi(adminApi.members.setRole, { params: { id }, body }));
export const useBlockMember = (id: number) =>
  useMemberChange(id, (body: MemberBlock) => callApi(adminApi.members.block, { params: { id }, body }));
export const useUnblockMember = (id: number) =>
  useMemberChange(id, () => callApi(adminApi.members.unblock, { params: { id } }));
/** Signs the member out of one device (its id), or of every device (null). */
export const useSignOutMember = (id: number) =>
  useMemberChange(id, (session: string | null) =>
    session === null
      ? callApi(adminApi.members.signOutAll, { params: { id } })
      : callApi(adminApi.members.signOut, { params: { id, session } }),
  );

export function useDeleteMember(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(adminApi.members.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'members'] }),
  });
}
