import { api } from '@reelhouse/contracts/api';
import { defaultPlayerSettings, type PlayerSettings } from '@reelhouse/contracts/profiles';
import type { Session } from '@reelhouse/contracts/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../../shared/api/api-client';
import { sessionQuery, useSession } from '../../../shared/session/session-query';

/**
 * What the player remembers: the profile watching keeps its subtitles and their look on the
 * server (every device it watches on follows); a visitor's last only as long as the page.
 */
export function usePlayerSettings(): [PlayerSettings, (next: PlayerSettings) => void] {
  const { profile } = useSession();
  const queryClient = useQueryClient();
  const [visitors, setVisitors] = useState(defaultPlayerSettings);
  const save = useMutation({
    mutationFn: (body: PlayerSettings) => callApi(api.profiles.savePlayer, { body }),
  });
  if (!profile) return [visitors, setVisitors];
  return [
    profile.player,
    (next) => {
      // Shown at once; the session's copy is the one the player reads.
      queryClient.setQueryData<Session>(sessionQuery.queryKey, (session) =>
        session?.profile ? { ...session, profile: { ...session.profile, player: next } } : session,
      );
      save.mutate(next);
    },
  ];
}
