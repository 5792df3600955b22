import type { BlogPostDetail } from '@reelhouse/contracts/blog';
import { blogFormats } from '@reelhouse/contracts/blog-values';
import { blogFilterPath, blogPostPath, webPaths } from '@reelhouse/contracts/web-routes';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api/api-client';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { useTheme } from '../../../shared/theme/theme-context';
import { LoadError } from '../../../shared/ui/load-error';
import { PageLoading } from '../../../shared/ui/page-loading';
import { ShareLinks } from '../../../shared/ui/share-links';
import { MissingItem } from '../../../shared/ui/missing-item';
import { ResponsiveImage } from '../../../shared/ui/responsive-image';
import { usePost, usePosts } from '../api/blog-queries';
import { BlogSidebar } from '../components/blog-sidebar';
import { PostBody } from '../components/post-body';
import { PostComments } from '../components/post-comments';
import { PostFormat } from '../components/post-format';
import { PostCategories, PostMeta } from '../components/post-meta';
import './blog-post-page.css';

/**
 * `/blogs-detail/:slug` (or `?post=`): a post beside the sidebar. `/blog-template`: a post on its
 * own, full width (`?post=`, else the newest). `/blog-single/:type`: the newest post of a format,
 * full width (or `?post=`).
 */
export type BlogPostVariant = 'detail' | 'template' | 'single';

export function BlogPostPage({ variant }: { variant: BlogPostVariant }) {
  const { t } = useTranslation('blog');
  const params = useParams();
  const [search] = useSearchParams();
  const named = (variant === 'detail' ? params.slug : undefined) ?? search.get('post') ?? search.get('slug') ?? '';
  const format = variant === 'single' ? blogFormats.find((value) => value === params.type) : undefined;
  const badType = variant === 'single' && !format;
  // Without a post named, the template and single pages show the newest (of their format).
  const newest = usePosts({ format, limit: 1 }, !named && variant !== 'detail' && !badType);
  const slug = named || newest.data?.items[0]?.slug || '';
  const post = usePost(slug);
  usePageTitle(post.data?.title ?? null);

  const missing =
    badType ||
    (variant === 'detail' && !named) ||
    (newest.data && newest.data.items.length === 0) ||
    (post.error instanceof ApiError && post.error.status === 404);
  if (missing) return <MissingItem listTo={webPaths.blogs} listLabel={t('allPosts')} />;
  if (post.isError) return <LoadError onRetry={() => void post.refetch()} />;
  if (!post.data) return <PageLoading />;

  const article = <PostArticle post={post.data} />;
  return (
    <div className={`container-xxl blog-post blog-post--${variant === 'detail' ? 'sidebar' : 'wide'}`}>
      {variant === 'detail' ? (
        <div className="blog-with-sidebar">
          {article}
          <BlogSidebar />
        </div>
      ) : (
        article
      )}
    </div>
  );
}

function PostArticle({ post }: { post: BlogPostDetail }) {
  const { t } = useTranslation('blog');
  return (
    <article className="post-article">
      <header className="post-article__header">
        <PostCategories post={post} />
        <h1 className="post-article__title">{post.title}</h1>
        <PostMeta post={post} />
      </header>
      <PostFormat post={post} />
      <PostBody html={post.bodyHtml} />
      <footer className="post-article__footer">
        {post.tags.length > 0 && (
          <div className="post-article__tags">
            <span className="text-muted-rh">{t('post.tagged')}</span>
            <ul className="blog-tags">
              {post.tags.map((tag) => (
                <li key={tag.slug}>
                  <Link to={blogFilterPath({ tag: tag.slug })}>{tag.name}</Link>
                </li>
              ))}
            </ul>
          </div>
        )}
        <ShareLinks title={post.title} />
      </footer>
      <section className="post-author surface-card" aria-label={t('post.aboutAuthor')}>
        <ResponsiveImage image={post.author.avatar} alt="" sizes="96px" className="post-author__avatar" />
        <div>
          <p className="post-author__label text-muted-rh">{t('post.aboutAuthor')}</p>
          <h2 className="post-author__name">
            <Link to={blogFilterPath({ author: post.author.slug })}>{post.author.name}</Link>
          </h2>
          <p className="mb-0">{post.author.bio}</p>
        </div>
      </section>
      <Neighbours post={post} />
      <PostComments slug={post.slug} />
    </article>
  );
}

function Neighbours({ post }: { post: BlogPostDetail }) {
  const { t } = useTranslation('blog');
  const rtl = useTheme().settings.direction === 'rtl';
  const [Back, Forward] = rtl ? [ArrowRight, ArrowLeft] : [ArrowLeft, ArrowRight];
  if (!post.previous && !post.next) return null;
  return (
    <nav className="post-neighbours" aria-label={t('post.more')}>
      {post.previous ? (
        <Link className="post-neighbours__link surface-card" to={blogPostPath(post.previous.slug)} rel="prev">
          <span className="text-muted-rh">
            <Back aria-hidden size={16} /> {t('post.previous')}
          </span>
          <strong>{post.previous.title}</strong>
        </Link>
      ) : (
        <span />
      )}
      {post.next && (
        <Link
          className="post-neighbours__link post-neighbours__link--next surface-card"
          to={blogPostPath(post.next.slug)}
          rel="next"
        >
          <span className="text-muted-rh">
            {t('post.next')} <Forward aria-hidden size={16} />
          </span>
          <strong>{post.next.title}</strong>
        </Link>
      )}
    </nav>
  );
}
