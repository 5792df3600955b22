import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type {
  Genre,
  HeroSlide,
  GenreType,
  Page,
  PersonDetail,
  PersonSummary,
  Rail,
  Review,
  SearchResults,
  Tag,
  TitleCard,
  TitleDetail,
  TitleListQuery,
  TitlePage,
} from '@reelhouse/contracts/catalogue';
import { isLanguage, type Language } from '@reelhouse/contracts/locales';
import { apiRequest } from '../../../shared/api/api-client';

/** Catalogue texts follow the interface language; the server falls back to English per text. */
/**
 * The language content is asked for in: the interface's, as i18n resolved it, or (before its first
 * texts have loaded, when route loaders already ask for data) the language it was started with.
 */
export function contentLanguageOf(i18n: {
  resolvedLanguage?: string;
  language?: string;
  options: { lng?: string };
}): Language {
  const language = i18n.resolvedLanguage ?? i18n.language ?? i18n.options.lng;
  return isLanguage(language) ? language : 'en';
}

export function useContentLanguage(): Language {
  return contentLanguageOf(useTranslation().i18n);
}

const STALE = 60_000;

function get<T>(path: string, params: Record<string, string | number | undefined>): Promise<T> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, String(value));
  return apiRequest<T>(`${path}?${query}`);
}

const titlesQuery = (lang: Language, filters: Partial<TitleListQuery>) =>
  queryOptions({
    queryKey: ['titles', lang, filters],
    queryFn: () => get<TitlePage>('/api/titles', { ...filters, lang }),
    staleTime: STALE,
    placeholderData: keepPreviousData,
  });

export const titleQuery = (lang: Language, slug: string) =>
  queryOptions({
    queryKey: ['title', lang, slug],
    queryFn: () => get<TitleDetail>(`/api/titles/${encodeURIComponent(slug)}`, { lang }),
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
    queryFn: () => get<{ items: TitleCard[] }>(`/api/titles/${encodeURIComponent(slug)}/related`, { lang }),
    staleTime: STALE,
  });
}

export function useReviews(slug: string, page: number) {
  return useQuery({
    queryKey: ['reviews', slug, page],
    queryFn: () => get<Page<Review>>(`/api/titles/${encodeURIComponent(slug)}/reviews`, { page, limit: 5 }),
    staleTime: STALE,
    placeholderData: keepPreviousData,
  });
}

export const railsQuery = (lang: Language, placement: Rail['placement']) =>
  queryOptions({
    queryKey: ['rails', lang, placement],
    queryFn: () => get<{ items: Rail[] }>('/api/rails', { placement, lang }),
    staleTime: STALE,
  });

export function useRails(placement: Rail['placement']) {
  return useQuery(railsQuery(useContentLanguage(), placement));
}

export function useRail(slug: string) {
  const lang = useContentLanguage();
  return useQuery({
    queryKey: ['rail', lang, slug],
    queryFn: () => get<Rail>(`/api/rails/${encodeURIComponent(slug)}`, { lang }),
    staleTime: STALE,
    enabled: slug !== '',
  });
}

export const sliderQuery = (lang: Language, placement: Rail['placement']) =>
  queryOptions({
    queryKey: ['slider', lang, placement],
    queryFn: () => get<{ items: HeroSlide[] }>(`/api/sliders/${placement}`, { lang }),
    staleTime: STALE,
  });

export function useSlider(placement: Rail['placement']) {
  return useQuery(sliderQuery(useContentLanguage(), placement));
}

export function useGenres(type?: GenreType) {
  const lang = useContentLanguage();
  return useQuery({
    queryKey: ['genres', lang, type],
    queryFn: () => get<{ items: Genre[] }>('/api/genres', { type, lang }),
    staleTime: STALE,
  });
}

export function useTags() {
  const lang = useContentLanguage();
  return useQuery({
    queryKey: ['tags', lang],
    queryFn: () => get<{ items: Tag[] }>('/api/tags', { lang }),
    staleTime: STALE,
  });
}

export function usePeople(page: number, limit: number) {
  const lang = useContentLanguage();
  return useQuery({
    queryKey: ['people', lang, page, limit],
    queryFn: () => get<Page<PersonSummary>>('/api/people', { page, limit, lang }),
    staleTime: STALE,
    placeholderData: keepPreviousData,
  });
}

export function usePerson(slug: string) {
  const lang = useContentLanguage();
  return useQuery({
    queryKey: ['person', lang, slug],
    queryFn: () => get<PersonDetail>(`/api/people/${encodeURIComponent(slug)}`, { lang }),
    staleTime: STALE,
    enabled: slug !== '',
  });
}

export function useSearch(q: string, limit: number) {
  const lang = useContentLanguage();
  const query = q.trim();
  return useQuery({
    queryKey: ['search', lang, query, limit],
    queryFn: ({ signal }) =>
      apiRequest<SearchResults>(`/api/search?${new URLSearchParams({ q: query, limit: String(limit), lang })}`, {
        signal,
      }),
    staleTime: STALE,
    enabled: query !== '',
    placeholderData: keepPreviousData,
  });
}
