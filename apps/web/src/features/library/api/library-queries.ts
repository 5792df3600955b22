import { api } from '@reelhouse/contracts/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlaylistInput } from '@reelhouse/contracts/library';
import { callApi } from '../../../shared/api/api-client';
import { useSession } from '../../../shared/session/session-query';
import { useContentLanguage } from '../../../shared/i18n/content-language';

const watchlistKey = ['library', 'watchlist'];
const playlistsKey = ['library', 'playlists'];

/** The member's watchlist (nothing is asked for visitors). */
export function useWatchlist() {
  const { authenticated } = useSession();
  const lang = useContentLanguage();
  return useQuery({
    queryKey: [...watchlistKey, lang],
    queryFn: () => callApi(api.library.watchlist, { query: { lang } }),
    enabled: authenticated,
  });
}

/** Adds a title to the watchlist or takes it off; the list is then fetched again. */
export function useToggleWatchlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, saved }: { slug: string; saved: boolean }) =>
      callApi(saved ? api.library.unsave : api.library.save, { params: { slug } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: watchlistKey }),
  });
}

export function usePlaylists(enabled = true) {
  return useQuery({
    queryKey: playlistsKey,
    queryFn: () => callApi(api.library.playlists),
    enabled,
  });
}

export function usePlaylist(id: string) {
  const lang = useContentLanguage();
  return useQuery({
    queryKey: [...playlistsKey, id, lang],
    queryFn: () => callApi(api.library.playlist, { params: { id }, query: { lang } }),
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

export const useSavePlaylist = () =>
  usePlaylistMutation(({ id, fields }: { id: string | null; fields: PlaylistInput }) =>
    id === null
      ? callApi(api.library.createPlaylist, { body: fields })
      : callApi(api.library.updatePlaylist, { params: { id }, body: fields }),
  );

export const useDeletePlaylist = () =>
  usePlaylistMutation((id: string) => callApi(api.library.deletePlaylist, { params: { id } }));

/** Sends the picture itself as the body: the server judges it by its content. */
export const useUploadThumbnail = () =>
  usePlaylistMutation(({ id, file }: { id: string; file: File }) =>
    callApi(api.library.setThumbnail, { params: { id }, body: file }),
  );

export const usePlaylistTitle = () =>
  usePlaylistMutation(({ id, slug, add }: { id: string; slug: string; add: boolean }) =>
    callApi(add ? api.library.addTitle : api.library.removeTitle, { params: { id, slug } }),
  );
