import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Address, AddressInput } from '@reelhouse/contracts/address';
import type { PasswordChange } from '@reelhouse/contracts/credentials';
import type { Activity, DeviceSession, ParentalPinUpdate, Profile, ProfileUpdate } from '@reelhouse/contracts/session';
import { apiRequest, jsonRequest } from '../../../shared/api/api-client';
import { sessionMirror } from '../../auth/api/sign-in';
import { useContentLanguage } from '../../catalogue/api/catalogue-queries';

export function useProfile() {
  return useQuery({ queryKey: ['account'], queryFn: () => apiRequest<Profile>('/api/account') });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileUpdate) => apiRequest<Profile>('/api/account', jsonRequest('PATCH', changes)),
    onSuccess: async (profile) => {
      queryClient.setQueryData(['account'], profile);
      sessionMirror.set({ id: profile.id, displayName: profile.displayName });
      // The name in the header, and what the catalogue shows (age confirmation), may have changed.
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'account' });
    },
  });
}

export function useDevices() {
  return useQuery({
    queryKey: ['account', 'sessions'],
    queryFn: () => apiRequest<{ items: DeviceSession[] }>('/api/account/sessions'),
  });
}

export function useSignOutDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<null>(`/api/account/sessions/${encodeURIComponent(id)}`, jsonRequest('DELETE')),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['account', 'sessions'] }),
  });
}

export function useSignOutOthers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<null>('/api/account/sessions/sign-out-others', jsonRequest('POST')),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['account', 'sessions'] }),
  });
}

/** Deletes the account; the page stays until "Deleted!" is acknowledged. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: () => apiRequest<null>('/api/account', jsonRequest('DELETE')),
    onSuccess: () => sessionMirror.clear(),
  });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PasswordChange) => apiRequest<null>('/api/account/password', jsonRequest('PUT', input)),
    // `hasPassword` changed, and every other device was signed out.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['account'] }),
  });
}

/**
 * Everything cached may depend on the parental lock: which titles exist, the session's lock
 * state, the profile. After a PIN change, an unlock or a lock, it is all fetched again (what is
 * on screen stays until the new answer is there).
 */
function useLockMutation<T>(request: (input: T) => Promise<null>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: request, onSuccess: () => queryClient.invalidateQueries() });
}

export const useSetParentalPin = () =>
  useLockMutation((input: ParentalPinUpdate) =>
    apiRequest<null>('/api/account/parental-pin', jsonRequest('PUT', input)),
  );
export const useUnlockWithPin = () =>
  useLockMutation((pin: string) => apiRequest<null>('/api/parental-pin/unlock', jsonRequest('POST', { pin })));
export const useLockDevice = () =>
  useLockMutation(() => apiRequest<null>('/api/parental-pin/lock', jsonRequest('POST')));

const addressesKey = ['account', 'addresses'];

export function useAddresses() {
  return useQuery({
    queryKey: addressesKey,
    queryFn: () => apiRequest<{ items: Address[] }>('/api/account/addresses'),
  });
}

/** Creates an address, or replaces the one with `id`. */
export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, address }: { id: number | null; address: AddressInput }) =>
      id === null
        ? apiRequest<Address>('/api/account/addresses', jsonRequest('POST', address))
        : apiRequest<Address>(`/api/account/addresses/${id}`, jsonRequest('PUT', address)),
    // Defaults may have moved from another address: the whole list is fetched again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesKey }),
  });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<null>(`/api/account/addresses/${id}`, jsonRequest('DELETE')),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesKey }),
  });
}

export function useActivity() {
  const lang = useContentLanguage();
  return useQuery({
    queryKey: ['account', 'activity', lang],
    queryFn: () => apiRequest<{ items: Activity[] }>(`/api/account/activity?lang=${lang}`),
  });
}
