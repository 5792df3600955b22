import { api } from '@reelhouse/contracts/api';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GenreType, Rail, ReviewInput, TitleListQuery } from '@reelhouse/contracts/catalogue';
import type { Language } from '@reelhouse/contracts/locales';
import { useContentLanguage } from '../../../shared/i18n/content-language';
import { callApi } from '../../../shared/api/api-client';

const STALE = 60_000;

const titlesQuery = (lang: Language, filters: Partial<TitleListQuery>) =>
  queryOptions({
    queryKey: ['titles', lang, filters],
    queryFn: () => callApi(api.catalogue.titles, { query: { ...filters, lang } }),
    staleTime: STALE,
    placeholderData: keepPreviousData,
  });

export const titleQuery = (lang: Language, slug: string) =>
  queryOptions({
    queryKey: ['title', lang, slug],
    queryFn: () => callApi(api.catalogue.title, { params: { slug }, query: { lang } }),
    staleTime: STALE,
  });

export function useTitles(filters: Partial<TitleListQuery>) {
  return useQuery(titlesQuery(useContentLanguage(), filters));
}

export function useTitle(slug: string) {
  return useQuery({ ...titleQuery(useContentLanguage(), slug), enabled: slug !== '' });
}

export function useRelatedTitles(slug: string) {
  const lang = useContentLanguage();
  return useQuery({
    queryKey: ['related', lang, slug],
    queryFn: () => callApi(api.catalogue.related, { params: { slug }, query: { lang } }),
    staleTime: STALE,
  });
}

export function useReviews(slug: string, page: number) {
  return useQuery({
    queryKey: ['reviews', slug, page],
    queryFn: () => callApi(api.catalogue.reviews, { params: { slug }, query: { page, limit: 5 } }),
    staleTime: STALE,
    placeholderData: keepPreviousData,
  });
}

/** Sends a review of a title; the list of its reviews is asked again once it is kept. */
export function useAddReview(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewInput) => callApi(api.catalogue.addReview, { params: { slug }, body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['reviews', slug] }),
  });
}

export const railsQuery = (lang: Language, placement: Rail['placement']) =>
  queryOptions({
    queryKey: ['rails', lang, placement],
    queryFn: () => callApi(api.catalogue.rails, { query: { placement, lang } }),
    staleTime: STALE,
  });

export function useRails(placement: Rail['placement']) {
  return useQuery(railsQuery(useContentLanguage(), placement));
}

export function useRail(slug: string) {
  const lang = useContentLanguage();
  return useQuery({
    queryKey: ['rail', lang, slug],
    queryFn: () => callApi(api.catalogue.rail, { params: { slug }, query: { lang } }),
    staleTime: STALE,
    enabled: slug !== '',
  });
}

export const sliderQuery = (lang: Language, placement: Rail['placement']) =>
  queryOptions({
    queryKey: ['slider', lang, placement],
    queryFn: () => callApi(api.catalogue.slider, { params: { placement }, query: { lang } }),
    staleTime: STALE,
  });

export function useSlider(placement: Rail['placement']) {
  return useQuery(sliderQuery(useContentLanguage(), placement));
}

export function useGenres(type?: GenreType) {
  const lang = useContentLanguage();
  return useQuery({
    queryKey: ['genres', lang, type],
    queryFn: () => callApi(api.catalogue.genres, { query: { type, lang } }),
    staleTime: STALE,
  });
}

export function useTags() {
  const lang = useContentLanguage();
  return useQuery({
    queryKey: ['tags', lang],
    queryFn: () => callApi(api.catalogue.tags, { query: { lang } }),
    staleTime: STALE,
  });
}

export function usePeople(page: number, limit: number) {
  const lang = useContentLanguage();
  return useQuery({
    queryKey: ['people', lang, page, limit],
    queryFn: () => callApi(api.catalogue.people, { query: { page, limit, lang } }),
    staleTime: STALE,
    placeholderData: keepPreviousData,
  });
}

export function usePerson(slug: string) {
  const lang = useContentLanguage();
  return useQuery({
    queryKey: ['person', lang, slug],
    queryFn: () => callApi(api.catalogue.person, { params: { slug }, query: { lang } }),
    staleTime: STALE,
    enabled: slug !== '',
  });
}

export function useSearch(q: string, limit: number) {
  const lang = useContentLanguage();
  const query = q.trim();
  return useQuery({
    queryKey: ['search', lang, query, limit],
    queryFn: ({ signal }) => callApi(api.catalogue.search, { query: { q: query, limit, lang }, signal }),
    staleTime: STALE,
    enabled: query !== '',
    placeholderData: keepPreviousData,
  });
}
