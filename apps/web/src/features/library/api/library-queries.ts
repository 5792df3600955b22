import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TitleCard } from '@reelhouse/contracts/catalogue';
import type { PlaylistDetail, PlaylistInput, PlaylistSummary } from '@reelhouse/contracts/library';
import { apiRequest, jsonRequest } from '../../../shared/api/api-client';
import { useSession } from '../../auth/api/get-session';
import { useContentLanguage } from '../../catalogue/api/catalogue-queries';

const watchlistKey = ['library', 'watchlist'];
const playlistsKey = ['library', 'playlists'];

/** The member's watchlist (nothing is asked for visitors). */
export function useWatchlist() {
  const { authenticated } = useSession();
  const lang = useContentLanguage();
  return useQuery({
    queryKey: [...watchlistKey, lang],
    queryFn: () => apiRequest<{ items: TitleCard[] }>(`/api/watchlist?lang=${lang}`),
    enabled: authenticated,
  });
}

/** Adds a title to the watchlist or takes it off; the list is then fetched again. */
export function useToggleWatchlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, saved }: { slug: string; saved: boolean }) =>
      apiRequest<null>(`/api/watchlist/${encodeURIComponent(slug)}`, jsonRequest(saved ? 'DELETE' : 'PUT')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: watchlistKey }),
  });
}

export function usePlaylists(enabled = true) {
  return useQuery({
    queryKey: playlistsKey,
    queryFn: () => apiRequest<{ items: PlaylistSummary[] }>('/api/playlists'),
    enabled,
  });
}

export function usePlaylist(id: string) {
  const lang = useContentLanguage();
  return useQuery({
    queryKey: [...playlistsKey, id, lang],
    queryFn: () => apiRequest<PlaylistDetail>(`/api/playlists/${encodeURIComponent(id)}?lang=${lang}`),
  });
}

/** Any change to a playlist: the lists and the playlist's own page are fetched again. */
function usePlaylistMutation<T, R>(request: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: playlistsKey }),
  });
}

const playlistUrl = (id: string) => `/api/playlists/${encodeURIComponent(id)}`;

export const useSavePlaylist = () =>
  usePlaylistMutation(({ id, fields }: { id: string | null; fields: PlaylistInput }) =>
    id === null
      ? apiRequest<PlaylistSummary>('/api/playlists', jsonRequest('POST', fields))
      : apiRequest<PlaylistSummary>(playlistUrl(id), jsonRequest('PATCH', fields)),
  );

export const useDeletePlaylist = () =>
  usePlaylistMutation((id: string) => apiRequest<null>(playlistUrl(id), jsonRequest('DELETE')));

/** Sends the picture itself as the body: the server judges it by its content. */
export const useUploadThumbnail = () =>
  usePlaylistMutation(({ id, file }: { id: string; file: File }) =>
    apiRequest<PlaylistSummary>(`${playlistUrl(id)}/thumbnail`, {
      method: 'PUT',
      headers: { 'content-type': file.type || 'application/octet-stream' },
      body: file,
    }),
  );

export const usePlaylistTitle = () =>
  usePlaylistMutation(({ id, slug, add }: { id: string; slug: string; add: boolean }) =>
    apiRequest<null>(`${playlistUrl(id)}/titles/${encodeURIComponent(slug)}`, jsonRequest(add ? 'PUT' : 'DELETE')),
  );
