import { useQueryClient } from '@tanstack/react-query';
import { webPaths } from '@reelhouse/contracts/web-routes';
import { useLocation, useNavigate } from 'react-router';
import { sessionQuery } from './session-query';

/**
 * Runs something only a member may do, or takes a visitor to sign in and back (here, or to
 * `next`). Right after a page loads the server may not have said yet who is signed in; the press
 * waits for that answer instead of taking a member for a visitor.
 */
export function useMemberAction(): (action: () => void, next?: string) => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return async (action, next = `${pathname}${search}`) => {
    const session = await queryClient.ensureQueryData(sessionQuery).catch(() => null);
    if (session?.authenticated) action();
    else await navigate(`${webPaths.login}?${new URLSearchParams({ next })}`);
  };
}
