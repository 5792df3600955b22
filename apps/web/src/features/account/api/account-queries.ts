import { api } from '@reelhouse/contracts/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddressInput } from '@reelhouse/contracts/address';
import type { PasswordChange } from '@reelhouse/contracts/credentials';
import type { ParentalPinUpdate, ProfileUpdate } from '@reelhouse/contracts/session';
import { callApi } from '../../../shared/api/api-client';
import { sessionMirror } from '../../../shared/session/session-mirror';
import { useContentLanguage } from '../../../shared/i18n/content-language';

export function useProfile() {
  return useQuery({ queryKey: ['account'], queryFn: () => callApi(api.account.profile) });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileUpdate) => callApi(api.account.update, { body: changes }),
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
    queryFn: () => callApi(api.account.devices),
  });
}

export function useSignOutDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(api.account.signOutDevice, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['account', 'sessions'] }),
  });
}

export function useSignOutOthers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(api.account.signOutOthers),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['account', 'sessions'] }),
  });
}

/** Deletes the account; the page stays until "Deleted!" is acknowledged. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: () => callApi(api.account.remove),
    onSuccess: () => sessionMirror.clear(),
  });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PasswordChange) => callApi(api.account.changePassword, { body: input }),
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
  useLockMutation((input: ParentalPinUpdate) => callApi(api.account.setParentalPin, { body: input }));
export const useUnlockWithPin = () => useLockMutation((pin: string) => callApi(api.session.unlock, { body: { pin } }));
export const useLockDevice = () => useLockMutation(() => callApi(api.session.lock));

const addressesKey = ['account', 'addresses'];

export function useAddresses() {
  return useQuery({
    queryKey: addressesKey,
    queryFn: () => callApi(api.account.addresses),
  });
}

/** Creates an address, or replaces the one with `id`. */
export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, address }: { id: number | null; address: AddressInput }) =>
      id === null
        ? callApi(api.account.addAddress, { body: address })
        : callApi(api.account.replaceAddress, { params: { id }, body: address }),
    // Defaults may have moved from another address: the whole list is fetched again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesKey }),
  });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(api.account.removeAddress, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesKey }),
  });
}

export function useActivity() {
  const lang = useContentLanguage();
  return useQuery({
    queryKey: ['account', 'activity', lang],
    queryFn: () => callApi(api.account.activity, { query: { lang } }),
  });
}
