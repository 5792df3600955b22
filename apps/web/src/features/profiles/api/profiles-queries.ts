import { api } from '@reelhouse/contracts/api';
import type { ViewerProfileCreate, ViewerProfileSelect, ViewerProfileUpdate } from '@reelhouse/contracts/profiles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { sessionQuery } from '../../../shared/session/session-query';

const profilesKey = ['profiles'];

/** The account's profiles and which one this device watches as. */
export function useProfiles(enabled = true) {
  return useQuery({
    queryKey: profilesKey,
    queryFn: () => callApi(api.profiles.list),
    enabled,
  });
}

/**
 * Watch as a profile on this device; a locked one needs its PIN. Everything cached was someone
 * else's view (their list, their history, what they may see), so it is all dropped and asked again.
 */
export function useSelectProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ViewerProfileSelect & { id: number }) =>
      callApi(api.profiles.select, { params: { id }, body }),
    onSuccess: () => queryClient.resetQueries(),
  });
}

/** Adds, changes or removes a profile; the list (and the session, if it was this device's) follows. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: profilesKey }),
      queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey }),
    ]);
  const create = useMutation({
    mutationFn: (body: ViewerProfileCreate) => callApi(api.profiles.create, { body }),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: ({ id, ...body }: ViewerProfileUpdate & { id: number }) =>
      callApi(api.profiles.update, { params: { id }, body }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => callApi(api.profiles.remove, { params: { id } }),
    onSuccess: refresh,
  });
  // The picture itself is the body: the server judges it by its content. Null takes it off.
  const picture = useMutation({
    mutationFn: ({ id, file }: { id: number; file: File | null }) =>
      file === null
        ? callApi(api.profiles.removePicture, { params: { id } })
        : callApi(api.profiles.setPicture, { params: { id }, body: file }),
    onSuccess: refresh,
  });
  return { create, update, remove, picture };
}

/** A sign-in code to the account's number, for a locked profile whose PIN is forgotten. */
export function useLockCode() {
  return useMutation({ mutationFn: () => callApi(api.profiles.lockCode) });
}
