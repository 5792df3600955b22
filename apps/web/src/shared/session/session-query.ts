import { api } from '@reelhouse/contracts/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Session } from '@reelhouse/contracts/session';
import { callApi } from '../api/api-client';

export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: () => callApi(api.session.current),
  staleTime: 60_000,
});

/** A visitor nobody has signed in as. */
export const anonymousSession: Session = { authenticated: false, user: null, profile: null };

/** The server's view of who is signed in; anonymous until it answers or when it cannot. */
export function useSession(): Session {
  return useQuery(sessionQuery).data ?? anonymousSession;
}

/**
 * Whether the server has said who is here. Until then `useSession` answers as for a visitor: what
 * only some viewers may have (a kids profile may not) waits for this rather than flashing.
 */
export function useSessionKnown(): boolean {
  return useQuery(sessionQuery).isSuccess;
}
