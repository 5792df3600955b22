import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';
import { sessionQuery } from './get-session';

interface CodeSent {
  success: true;
  data: { mobile: string; expiresInSeconds: number; resendInSeconds: number };
}
interface SignedIn {
  success: true;
  data: { user: { id: number; displayName: string; role: 'member' | 'admin'; isNew: boolean }; token: string };
}

const postJson = <T>(path: string, body: unknown) =>
  apiRequest<T>(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

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
  return useMutation({ mutationFn: (mobile: string) => postJson<CodeSent>('/api/create-user-mobile/', { mobile }) });
}

export function useVerifyCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { mobile: string; otp: string }) => postJson<SignedIn>('/api/verify-user-mobile/', input),
    onSuccess: async ({ data }) => {
      sessionMirror.set({ id: data.user.id, displayName: data.user.displayName });
      await queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
    },
  });
}

export function useLogOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<null>('/api/session', { method: 'DELETE' }),
    onSettled: async () => {
      sessionMirror.clear();
      // Everything cached may have been personal (the catalogue's age gate, later the account).
      await queryClient.resetQueries();
    },
  });
}
