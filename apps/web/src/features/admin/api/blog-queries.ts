import { adminApi } from '@reelhouse/contracts/admin-api';
import { api } from '@reelhouse/contracts/api';
import type {
  AdminBlogListQuery,
  AdminBlogPost,
  BlogAuthorInput,
  BlogPostCreate,
  BlogPostInput,
  GalleryOrder,
} from '@reelhouse/contracts/blog-admin';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { keepPreviousPageOf } from './keep-previous-page';
import { callApi } from '../../../shared/api/api-client';

const postKey = (slug: string) => ['admin', 'blog-post', slug];
const listsKey = ['admin', 'blog'];

export function useAdminPosts(query: AdminBlogListQuery) {
  return useQuery({
    queryKey: [...listsKey, 'posts', query],
    queryFn: () => callApi(adminApi.blog.list, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminPost(slug: string) {
  return useQuery({
    queryKey: postKey(slug),
    queryFn: () => callApi(adminApi.blog.get, { params: { slug } }),
    retry: false,
  });
}

/** The blog's categories and tags to choose from, in the console's language. */
export function useBlogTerms(lang: string) {
  const categories = useQuery({
    queryKey: ['blog', 'categories', lang],
    queryFn: () => callApi(api.blog.categories, { query: { lang } }),
  });
  const tags = useQuery({
    queryKey: ['blog', 'tags', lang],
    queryFn: () => callApi(api.blog.tags, { query: { lang } }),
  });
  return { categories: categories.data?.items, tags: tags.data?.items };
}

/** Markdown as the site renders it; the last answer stays on screen while the next is made. */
export function usePostPreview(body: string) {
  return useQuery({
    queryKey: ['admin', 'blog-preview', body],
    queryFn: ({ signal }) => callApi(adminApi.blog.preview, { body: { body }, signal }),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}

/** A change answers the post whole: it replaces the console's copy; the lists and the blog are read again. */
function usePostChange<V>(change: (value: V) => Promise<AdminBlogPost>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (post) => {
      queryClient.setQueryData(postKey(post.slug), post);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: listsKey }),
        queryClient.invalidateQueries({ queryKey: ['blog'] }),
      ]);
    },
  });
}

export const useCreatePost = () => usePostChange((body: BlogPostCreate) => callApi(adminApi.blog.create, { body }));
export const useReplacePost = (slug: string) =>
  usePostChange((body: BlogPostInput) => callApi(adminApi.blog.replace, { params: { slug }, body }));
export const useSetCover = (slug: string) =>
  usePostChange((file: File) => callApi(adminApi.blog.cover, { params: { slug }, body: file }));
export const useSetAudio = (slug: string) =>
  usePostChange((file: File) => callApi(adminApi.blog.audio, { params: { slug }, body: file }));
export const useAddGalleryPicture = (slug: string) =>
  usePostChange((file: File) => callApi(adminApi.blog.addPicture, { params: { slug }, body: file }));
export const useOrderGallery = (slug: string) =>
  usePostChange((items: GalleryOrder['items']) =>
    callApi(adminApi.blog.orderGallery, { params: { slug }, body: { items } }),
  );
export const useRemoveGalleryPicture = (slug: string) =>
  usePostChange((imageId: number) =>
    callApi(adminApi.blog.removePicture, { params: { slug, imageId: String(imageId) } }),
  );

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slug: string) => callApi(adminApi.blog.remove, { params: { slug } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: listsKey }),
        queryClient.invalidateQueries({ queryKey: ['blog'] }),
      ]),
  });
}

const authorsKey = [...listsKey, 'authors'];

export function useBlogAuthors() {
  return useQuery({ queryKey: authorsKey, queryFn: () => callApi(adminApi.blog.authors) });
}

/** Adds an author (a slug given) or replaces one's name and bios. */
export function useSaveAuthor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, isNew, body }: { slug: string; isNew: boolean; body: BlogAuthorInput }) =>
      isNew
        ? callApi(adminApi.blog.addAuthor, { body: { ...body, slug } })
        : callApi(adminApi.blog.updateAuthor, { params: { slug }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authorsKey }),
  });
}

export function useSetAuthorAvatar(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (picture: File) => callApi(adminApi.blog.setAuthorAvatar, { params: { slug }, body: picture }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authorsKey }),
  });
}

const commentsKey = [...listsKey, 'comments'];

export function useModerationQueue(status: 'pending' | 'published', page: number) {
  return useQuery({
    queryKey: [...commentsKey, status, page],
    queryFn: () => callApi(adminApi.blog.comments, { query: { status, page: String(page) } }),
    placeholderData: keepPreviousPageOf([...commentsKey, status]),
  });
}

/** Approves a comment (it shows under its post at once) or removes it for good. */
export function useModerateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, approve }: { id: number; approve: boolean }) =>
      approve
        ? callApi(adminApi.blog.approveComment, { params: { id: String(id) }, body: { status: 'published' } })
        : callApi(adminApi.blog.removeComment, { params: { id: String(id) } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: commentsKey }),
        queryClient.invalidateQueries({ queryKey: ['blog'] }),
      ]),
  });
}
