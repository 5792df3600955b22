import { adminApi } from '@reelhouse/contracts/admin-api';
import { api } from '@reelhouse/contracts/api';
import type {
  AdminTitle,
  AdminTitleCreate,
  AdminTitleListQuery,
  AdminTitlePatch,
  ArtworkKind,
  EpisodeInput,
  EpisodePatch,
  SeasonInput,
} from '@reelhouse/contracts/catalogue-admin';
import type { Language } from '@reelhouse/contracts/locales';
import type { BodyOf } from '@reelhouse/contracts/endpoint';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { useContentLanguage } from '../../../shared/i18n/content-language';
import { sessionQuery } from '../../../shared/session/session-query';

/** A page of titles as the list's address asks for it; the page on screen stays while the next loads. */
export function useAdminTitles(query: AdminTitleListQuery) {
  return useQuery({
    queryKey: ['admin', 'titles', query],
    queryFn: () => callApi(adminApi.titles.list, { query }),
    placeholderData: keepPreviousData,
  });
}

const titleKey = (slug: string) => ['admin', 'title', slug];

/** Whether any of a title's videos is still being made (or waiting to replace another). */
const makingVideo = (title: AdminTitle | undefined) =>
  title !== undefined &&
  [title, ...title.seasons.flatMap((season) => season.episodes)].some(
    (video) => video.video === 'processing' || video.nextAssetId !== null,
  );

/** One title as the console edits it; asked again every few seconds while one of its videos is being made. */
export function useAdminTitle(slug: string | null) {
  return useQuery({
    queryKey: titleKey(slug ?? ''),
    queryFn: () => callApi(adminApi.titles.get, { params: { slug: slug ?? '' } }),
    enabled: slug !== null,
    refetchInterval: (query) => (makingVideo(query.state.data) ? 3000 : false),
  });
}

/** What the console's search box finds for a settled text (nothing is asked for an empty one). */
export function useConsoleSearch(q: string) {
  return useQuery({
    queryKey: ['admin', 'search', q],
    queryFn: () => callApi(adminApi.search.everything, { query: { q } }),
    enabled: q !== '',
    placeholderData: keepPreviousData,
  });
}

/** Who changed the title, what and when. */
export function useTitleHistory(slug: string) {
  return useQuery({
    queryKey: [...titleKey(slug), 'history'],
    queryFn: () => callApi(adminApi.titles.history, { params: { slug } }),
  });
}

/**
 * A change to titles refreshes what it touched: the lists, and (unless the title is gone) its own
 * page with its history.
 */
function useTitleChange<T, R>(request: (input: T) => Promise<R>, refresh: readonly string[] = ['admin']) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: refresh }),
  });
}

export const useCreateTitle = () =>
  useTitleChange((title: AdminTitleCreate) => callApi(adminApi.titles.create, { body: title }));

export const useUpdateTitle = (slug: string) =>
  useTitleChange((patch: AdminTitlePatch) => callApi(adminApi.titles.update, { params: { slug }, body: patch }));

/** Uploads a title's poster, backdrop or logo; the title's page and the lists show it then. */
export const useSetArtwork = (slug: string, kind: ArtworkKind) =>
  useTitleChange((picture: File) => callApi(adminApi.titles[kind], { params: { slug }, body: picture }));

/** Replaces one of a title's lists (cast and crew, awards, links); the title's page shows the saved list. */
export function useSetTitleList<L extends 'credits' | 'awards' | 'links'>(slug: string, list: L) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<(typeof adminApi.titles)[L]>) =>
      callApi(adminApi.titles[list] as (typeof adminApi.titles)['credits'], { params: { slug }, body: body as never }),
    onSuccess: (title) => {
      queryClient.setQueryData(titleKey(slug), title);
      void queryClient.invalidateQueries({ queryKey: [...titleKey(slug), 'history'] });
    },
  });
}

export const useDeleteTitle = () =>
  useTitleChange((slug: string) => callApi(adminApi.titles.remove, { params: { slug } }), ['admin', 'titles']);

/**
 * A change to a series' seasons or episodes answers the whole title: it replaces the title's
 * cached page at once, and the lists and history are asked for again.
 */
function useSeasonChange<T>(slug: string, request: (input: T) => Promise<AdminTitle>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (title) => {
      queryClient.setQueryData(titleKey(slug), title);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'titles'] });
      void queryClient.invalidateQueries({ queryKey: [...titleKey(slug), 'history'] });
    },
  });
}

export const useAddSeason = (slug: string) =>
  useSeasonChange(slug, (season: SeasonInput) => callApi(adminApi.seasons.add, { params: { slug }, body: season }));

export const useRenameSeason = (slug: string) =>
  useSeasonChange(slug, ({ number, names }: { number: number; names: Partial<Record<Language, string | null>> }) =>
    callApi(adminApi.seasons.rename, { params: { slug, number }, body: { names } }),
  );

export const useRemoveSeason = (slug: string) =>
  useSeasonChange(slug, (number: number) => callApi(adminApi.seasons.remove, { params: { slug, number } }));

export const useAddEpisode = (slug: string) =>
  useSeasonChange(slug, ({ season, episode }: { season: number; episode: EpisodeInput }) =>
    callApi(adminApi.seasons.addEpisode, { params: { slug, number: season }, body: episode }),
  );

export const useUpdateEpisode = (slug: string) =>
  useSeasonChange(slug, ({ id, changes }: { id: number; changes: EpisodePatch }) =>
    callApi(adminApi.episodes.update, { params: { id }, body: changes }),
  );

export const useRemoveEpisode = (slug: string) =>
  useSeasonChange(slug, (id: number) => callApi(adminApi.episodes.remove, { params: { id } }));

/** Becoming the first operator with the setup link's token; the session then says "admin". */
export function useClaimSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => callApi(adminApi.setup.claim, { body: { token } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey }),
  });
}

/** The genres to filter by, named in the interface's language, as `[slug, name]` choices. */
export function useGenreChoices(): (readonly [string, string])[] {
  const lang = useContentLanguage();
  const genres = useQuery({
    queryKey: ['admin', 'genre-choices', lang],
    queryFn: () => callApi(api.catalogue.genres, { query: { lang } }),
    staleTime: 5 * 60_000,
  });
  return (genres.data?.items ?? []).map((genre) => [genre.slug, genre.name] as const);
}

/** The tags to choose from, named in the interface's language, as `[slug, name]` choices. */
export function useTagChoices(): (readonly [string, string])[] {
  const lang = useContentLanguage();
  const tags = useQuery({
    queryKey: ['admin', 'tag-choices', lang],
    queryFn: () => callApi(api.catalogue.tags, { query: { lang } }),
    staleTime: 5 * 60_000,
  });
  return (tags.data?.items ?? []).map((tag) => [tag.slug, tag.name] as const);
}
