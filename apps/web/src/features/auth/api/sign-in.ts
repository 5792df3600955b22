import { api } from '@reelhouse/contracts/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Endpoint } from '@reelhouse/contracts/endpoint';
import type { Session, SignedIn } from '@reelhouse/contracts/session';
import { callApi } from '../../../shared/api/api-client';
import { sessionMirror } from '../../../shared/session/session-mirror';
import { sessionQuery } from '../../../shared/session/session-query';

export function useSendCode() {
  return useMutation({ mutationFn: (mobile: string) => callApi(api.session.sendCode, { body: { mobile } }) });
}

/** A mutation that opens a session: afterwards the mirror and everything personal follow it. */
function useSignInMutation<Body>(endpoint: Endpoint<SignedIn, Body>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Body) => callApi(endpoint as Endpoint<SignedIn, unknown>, { body: input }),
    onSuccess: async ({ data }) => {
      sessionMirror.set({ id: data.user.id, displayName: data.user.displayName });
      // The session, and what the catalogue shows to this member (age gate), change with it.
      await queryClient.resetQueries();
    },
  });
}

export const useVerifyCode = () => useSignInMutation(api.session.verifyCode);
export const usePasswordSignIn = () => useSignInMutation(api.session.passwordSignIn);
export const useRegister = () => useSignInMutation(api.session.register);
export const useResetPassword = () => useSignInMutation(api.session.resetPassword);

export function useLogOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(api.session.signOut),
    onSettled: () => {
      sessionMirror.clear();
      // Anonymous at once, so member-only queries switch themselves off before anything is asked
      // again (resetting first re-asked them with the ended session: a 401 each). Then everything
      // else cached is dropped, as it may have been personal (the catalogue's age gate, the
      // account): what a page still shows is fetched again as a visitor's when it renders.
      queryClient.setQueryData<Session>(sessionQuery.queryKey, { authenticated: false, user: null, profile: null });
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQuery.queryKey[0] });
    },
  });
}
