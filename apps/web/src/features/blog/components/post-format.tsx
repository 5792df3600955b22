import type { BlogPostDetail } from '@reelhouse/contracts/blog';
import { ExternalLink, Quote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ResponsiveImage } from '../../../shared/ui/responsive-image';
import { PostGallery } from './post-gallery';

const COVER_SIZES = '(min-width: 1200px) 60vw, 100vw';

/**
 * What a post's format shows above its text: an audio player, a card for the link, the quote,
 * the gallery, or (standard posts) the cover.
 */
export function PostFormat({ post }: { post: BlogPostDetail }) {
  const { t } = useTranslation('blog');
  if (post.format === 'gallery' && post.gallery.length > 0) return <PostGallery pictures={post.gallery} />;
  if (post.quote) {
    return (
      <figure className="post-quote">
        <Quote aria-hidden size={40} className="post-quote__mark" />
        <blockquote className="post-quote__text">
          <p>{post.quote.text}</p>
        </blockquote>
        <figcaption className="post-quote__by">— {post.quote.attribution}</figcaption>
      </figure>
    );
  }
  const cover = (
    <ResponsiveImage image={post.cover} alt="" sizes={COVER_SIZES} className="post-article__cover" priority />
  );
  if (post.link) {
    const host = new URL(post.link.url).hostname.replace(/^www\./, '');
    return (
      <>
        {cover}
        <a
          className="post-link-card surface-card"
          href={post.link.url}
          target="_blank"
          rel="noopener noreferrer nofollow"
        >
          <span className="post-link-card__host" dir="ltr">
            {host}
          </span>
          <span className="post-link-card__summary">{post.link.summary}</span>
          <span className="post-link-card__action">
            {t('post.visitLink')} <ExternalLink aria-hidden size={16} />
          </span>
        </a>
      </>
    );
  }
  return (
    <>
      {cover}
      {post.audio && (
        <figure className="post-audio surface-card">
          <figcaption className="post-audio__label">{t('post.listen')}</figcaption>
          <audio controls preload="metadata" className="post-audio__player">
            <source src={post.audio.url} type={post.audio.type} />
            {t('post.audioUnsupported')}
          </audio>
        </figure>
      )}
    </>
  );
}
