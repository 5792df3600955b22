import { api } from '@reelhouse/contracts/api';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BlogCommentInput, BlogListQuery } from '@reelhouse/contracts/blog';
import type { Language } from '@reelhouse/contracts/locales';
import { callApi } from '../../../shared/api/api-client';
import { useContentLanguage } from '../../../shared/i18n/content-language';

const STALE = 60_000;

export type PostFilters = Partial<Omit<BlogListQuery, 'lang'>>;

const postsQuery = (lang: Language, filters: PostFilters) =>
  queryOptions({
    queryKey: ['blog', 'posts', lang, filters],
    queryFn: () => callApi(api.blog.posts, { query: { ...filters, lang } }),
    staleTime: STALE,
    // Paging keeps the current posts on screen until the next page arrives; another filter does
    // not, or its heading would stand over the old list for a moment.
    placeholderData: (previous, previousQuery) =>
      previousQuery && samePostsApartFromPage(previousQuery.queryKey[3], filters) ? previous : undefined,
  });

function samePostsApartFromPage(a: unknown, b: PostFilters): boolean {
  const { page: _a, ...restA } = (a ?? {}) as PostFilters;
  const { page: _b, ...restB } = b;
  return JSON.stringify(restA) === JSON.stringify(restB);
}

export function usePosts(filters: PostFilters, enabled = true) {
  return useQuery({ ...postsQuery(useContentLanguage(), filters), enabled });
}

export function usePost(slug: string) {
  const lang = useContentLanguage();
  return useQuery({
    queryKey: ['blog', 'post', lang, slug],
    queryFn: () => callApi(api.blog.post, { params: { slug }, query: { lang } }),
    staleTime: STALE,
    enabled: slug !== '',
  });
}

export function useRecentPosts(limit = 4) {
  const lang = useContentLanguage();
  return useQuery({
    queryKey: ['blog', 'recent', lang, limit],
    queryFn: () => callApi(api.blog.recent, { query: { lang, limit } }),
    staleTime: STALE,
  });
}

/** Categories or tags with their post counts. */
export function useBlogTerms(kind: 'categories' | 'tags') {
  const lang = useContentLanguage();
  return useQuery({
    queryKey: ['blog', kind, lang],
    queryFn: () => callApi(api.blog[kind], { query: { lang } }),
    staleTime: STALE,
  });
}

export function useBlogArchive() {
  return useQuery({
    queryKey: ['blog', 'archive'],
    queryFn: () => callApi(api.blog.archive),
    staleTime: STALE,
  });
}

export function useComments(slug: string, limit: number) {
  return useQuery({
    queryKey: ['blog', 'comments', slug, limit],
    queryFn: () => callApi(api.blog.comments, { params: { slug }, query: { limit } }),
    staleTime: STALE,
    placeholderData: keepPreviousData,
  });
}

export function useAddComment(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BlogCommentInput) => callApi(api.blog.addComment, { params: { slug }, body: input }),
    onSuccess: async ({ status }) => {
      if (status === 'published') await queryClient.invalidateQueries({ queryKey: ['blog'] });
    },
  });
}
