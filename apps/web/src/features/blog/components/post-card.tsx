import type { BlogPostCard } from '@reelhouse/contracts/blog';
import { blogPostPath } from '@reelhouse/contracts/web-routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ResponsiveImage } from '../../../shared/ui/responsive-image';
import { formatIcons, PostCategories, PostMeta } from './post-meta';
import './post-card.css';

/**
 * A post in a list: cover with its format, categories, title, meta and excerpt. `wide` lays the
 * cover beside the text (one-column lists) instead of above it.
 */
export function PostCard({ post, wide = false, sizes }: { post: BlogPostCard; wide?: boolean; sizes: string }) {
  const { t } = useTranslation('blog');
  const FormatIcon = formatIcons[post.format];
  return (
    <article className={`post-card surface-card${wide ? ' post-card--wide' : ''}`}>
      <Link to={blogPostPath(post.slug)} className="post-card__cover" tabIndex={-1} aria-hidden>
        <ResponsiveImage
          image={post.cover}
          alt=""
          sizes={sizes}
          className="post-card__image"
          placeholder={{ seed: post.slug }}
        />
        <span className="post-card__format" title={t(`formats.${post.format}`)}>
          <FormatIcon size={16} />
        </span>
      </Link>
      <div className="post-card__body">
        <PostCategories post={post} />
        <h2 className="post-card__title">
          <Link to={blogPostPath(post.slug)}>
            <span className="visually-hidden">{t(`formats.${post.format}`)}: </span>
            {post.title}
          </Link>
        </h2>
        <PostMeta post={post} />
        <p className="post-card__excerpt">{post.excerpt}</p>
        <Link to={blogPostPath(post.slug)} className="post-card__more" aria-label={`${t('readMore')}: ${post.title}`}>
          {t('readMore')}
        </Link>
      </div>
    </article>
  );
}
