import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BlogArchiveMonth,
  BlogComment,
  BlogCommentCreated,
  BlogCommentInput,
  BlogListQuery,
  BlogPostCard,
  BlogPostDetail,
  BlogPostPage,
  BlogTerm,
} from '@reelhouse/contracts/blog';
import type { Page } from '@reelhouse/contracts/catalogue';
import type { Language } from '@reelhouse/contracts/locales';
import { apiRequest, jsonRequest } from '../../../shared/api/api-client';
import { useContentLanguage } from '../../catalogue/api/catalogue-queries';

const STALE = 60_000;

function get<T>(path: string, params: Record<string, string | number | undefined>): Promise<T> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, String(value));
  return apiRequest<T>(`${path}?${query}`);
}

export type PostFilters = Partial<Omit<BlogListQuery, 'lang'>>;

const postsQuery = (lang: Language, filters: PostFilters) =>
  queryOptions({
    queryKey: ['blog', 'posts', lang, filters],
    queryFn: () => get<BlogPostPage>('/api/blog/posts', { ...filters, lang }),
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
    queryFn: () => get<BlogPostDetail>(`/api/blog/posts/${encodeURIComponent(slug)}`, { lang }),
    staleTime: STALE,
    enabled: slug !== '',
  });
}

export function useRecentPosts(limit = 4) {
  const lang = useContentLanguage();
  return useQuery({
    queryKey: ['blog', 'recent', lang, limit],
    queryFn: () => get<{ items: BlogPostCard[] }>('/api/blog/recent-posts', { lang, limit }),
    staleTime: STALE,
  });
}

/** Categories or tags with their post counts. */
export function useBlogTerms(kind: 'categories' | 'tags') {
  const lang = useContentLanguage();
  return useQuery({
    queryKey: ['blog', kind, lang],
    queryFn: () => get<{ items: BlogTerm[] }>(`/api/blog/${kind}`, { lang }),
    staleTime: STALE,
  });
}

export function useBlogArchive() {
  return useQuery({
    queryKey: ['blog', 'archive'],
    queryFn: () => get<{ items: BlogArchiveMonth[] }>('/api/blog/archive', {}),
    staleTime: STALE,
  });
}

export function useComments(slug: string, limit: number) {
  return useQuery({
    queryKey: ['blog', 'comments', slug, limit],
    queryFn: () => get<Page<BlogComment>>(`/api/blog/posts/${encodeURIComponent(slug)}/comments`, { limit }),
    staleTime: STALE,
    placeholderData: keepPreviousData,
  });
}

export function useAddComment(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BlogCommentInput) =>
      apiRequest<BlogCommentCreated>(
        `/api/blog/posts/${encodeURIComponent(slug)}/comments`,
        jsonRequest('POST', input),
      ),
    onSuccess: async ({ status }) => {
      if (status === 'published') await queryClient.invalidateQueries({ queryKey: ['blog'] });
    },
  });
}
