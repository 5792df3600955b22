import { adminApi } from '@reelhouse/contracts/admin-api';
import type { MediaMarkers } from '@reelhouse/contracts/playback';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';

/** Whose video: a movie's or video's (by the title's slug) or an episode's (by its id). */
export type VideoOwner = { slug: string } | { episodeId: number };

const previewKey = (owner: VideoOwner) => ['admin', 'preview', 'slug' in owner ? owner.slug : owner.episodeId];

/** An asset's probe and jobs, asked again every two seconds while any of its work is unfinished. */
export function useAdminMedia(assetId: number) {
  return useQuery({
    queryKey: ['admin', 'media', assetId],
    queryFn: () => callApi(adminApi.media.get, { params: { assetId } }),
    refetchInterval: (query) => {
      const media = query.state.data;
      const busy = (state: string) => state === 'queued' || state === 'running';
      return !media || media.renditions.some((job) => busy(job.state)) || busy(media.storyboard.state) ? 2000 : false;
    },
  });
}

/** Queues an asset's failed work again; the page follows it from there. */
export function useRetryMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assetId: number) => callApi(adminApi.media.retry, { params: { assetId } }),
    onSuccess: (_answer, assetId) => queryClient.invalidateQueries({ queryKey: ['admin', 'media', assetId] }),
  });
}

/** Links are asked for again a minute before they run out, so a long look is never cut off. */
const RENEW_BEFORE_MS = 60_000;

/** The video that plays now, for the console's player, with its subtitles and markers. */
export function usePreview(owner: VideoOwner) {
  return useQuery({
    queryKey: previewKey(owner),
    queryFn: () =>
      'slug' in owner
        ? callApi(adminApi.media.previewTitle, { params: { slug: owner.slug } })
        : callApi(adminApi.media.previewEpisode, { params: { id: owner.episodeId } }),
    refetchInterval: (query) => {
      const expiresAt = query.state.data?.expiresAt;
      return expiresAt ? Math.max(30_000, Date.parse(expiresAt) - Date.now() - RENEW_BEFORE_MS) : false;
    },
    retry: false,
  });
}

/** Sets the intro and credits markers; viewers' players skip by them from their next play. */
export function useSaveMarkers(owner: VideoOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (markers: MediaMarkers) =>
      'slug' in owner
        ? callApi(adminApi.media.titleMarkers, { params: { slug: owner.slug }, body: markers })
        : callApi(adminApi.media.episodeMarkers, { params: { id: owner.episodeId }, body: markers }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: previewKey(owner) }),
  });
}

/** Adds or replaces the subtitles in one language from a WebVTT file. */
export function useSaveSubtitles(owner: VideoOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lang, file }: { lang: string; file: Blob }) => {
      // A .vtt file's type is often blank or guessed wrongly by the system: the server reads it as text/vtt.
      const body = new Blob([file], { type: 'text/vtt' });
      return 'slug' in owner
        ? callApi(adminApi.media.titleSubtitles, { params: { slug: owner.slug, lang }, body })
        : callApi(adminApi.media.episodeSubtitles, { params: { id: owner.episodeId, lang }, body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: previewKey(owner) }),
  });
}

export function useRemoveSubtitles(owner: VideoOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lang: string) =>
      'slug' in owner
        ? callApi(adminApi.media.removeTitleSubtitles, { params: { slug: owner.slug, lang } })
        : callApi(adminApi.media.removeEpisodeSubtitles, { params: { id: owner.episodeId, lang } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: previewKey(owner) }),
  });
}
