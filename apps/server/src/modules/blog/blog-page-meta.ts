import { AppError } from '../../platform/errors/app-error';
import { itemSlug, previewImage, previewLanguage, type PageMetaSource } from '../../platform/http/page-meta';
import type { BlogService } from './blog.service';

const POST_PAGE = /^\/(blogs-detail)(?:\/([^/]+))?\/?$|^\/blog-template\/?$/i;

/** Link previews for a blog post's pages (`/blogs-detail/:slug`, `?post=`): its title, excerpt and cover. */
export function blogPageMeta(blog: BlogService): PageMetaSource {
  return async (url) => {
    const match = POST_PAGE.exec(url.pathname);
    if (!match) return null;
    const slug = itemSlug(match[2], url, ['post', 'slug']);
    if (!slug) return null;
    try {
      const post = await blog.post(slug, previewLanguage(url));
      return {
        title: post.title,
        description: post.excerpt,
        image: previewImage(post.cover, url.origin),
        type: 'article',
      };
    } catch (error) {
      if (error instanceof AppError && error.code === 'not_found') return 'not_found';
      throw error;
    }
  };
}
