import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PasswordReset, PasswordSignIn, Registration } from '@reelhouse/contracts/credentials';
import type { Session, SignedIn } from '@reelhouse/contracts/session';
import { apiRequest, jsonRequest } from '../../../shared/api/api-client';
import { sessionQuery } from './get-session';

interface CodeSent {
  success: true;
  data: { mobile: string; expiresInSeconds: number; resendInSeconds: number };
}

const post = <T>(path: string, body: unknown) => apiRequest<T>(path, jsonRequest('POST', body));

/**
 * The browser mirror of the session the original app kept (`user`, `isLoggedIn`): for display
 * only; the server's session cookie is what counts.
 */
export const sessionMirror = {
  set(user: { id: number; displayName: string }) {
    localStorage.setItem('user', JSON.stringify(user));
    localStorage.setItem('isLoggedIn', 'true');
  },
  clear() {
    localStorage.removeItem('user');
    localStorage.removeItem('isLoggedIn');
  },
};

export function useSendCode() {
  return useMutation({ mutationFn: (mobile: string) => post<CodeSent>('/api/create-user-mobile/', { mobile }) });
}

/** A mutation that opens a session: afterwards the mirror and everything personal follow it. */
function useSignInMutation<T>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => post<SignedIn>(path, input),
    onSuccess: async ({ data }) => {
      sessionMirror.set({ id: data.user.id, displayName: data.user.displayName });
      // The session, and what the catalogue shows to this member (age gate), change with it.
      await queryClient.resetQueries();
    },
  });
}

export const useVerifyCode = () => useSignInMutation<{ mobile: string; otp: string }>('/api/verify-user-mobile/');
export const usePasswordSignIn = () => useSignInMutation<PasswordSignIn>('/api/sign-in/password');
export const useRegister = () => useSignInMutation<Registration>('/api/register');
export const useResetPassword = () => useSignInMutation<PasswordReset>('/api/password-reset');

export function useLogOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<null>('/api/session', jsonRequest('DELETE')),
    onSettled: () => {
      sessionMirror.clear();
      // Anonymous at once, so member-only queries switch themselves off before anything is asked
      // again (resetting first re-asked them with the ended session: a 401 each). Then everything
      // else cached is dropped, as it may have been personal (the catalogue's age gate, the
      // account): what a page still shows is fetched again as a visitor's when it renders.
      queryClient.setQueryData<Session>(sessionQuery.queryKey, { authenticated: false, user: null });
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQuery.queryKey[0] });
    },
  });
}
