import type { BlogFormat, BlogPostCard } from '@reelhouse/contracts/blog';
import { blogFilterPath } from '@reelhouse/contracts/web-routes';
import { AudioLines, CalendarDays, FileText, Images, Link2, MessageCircle, Quote, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocaleTag } from '../../../shared/i18n/use-locale-tag';
import { dateFormat, numberFormat } from '../../../shared/i18n/intl-formats';
import './blog-common.css';

export const formatIcons: Record<BlogFormat, LucideIcon> = {
  standard: FileText,
  audio: AudioLines,
  link: Link2,
  quote: Quote,
  gallery: Images,
};

/** A post's date as readers expect it in their language, in UTC like the archive's months. */
export function usePostDate(): (iso: string) => string {
  const locale = useLocaleTag();
  const format = dateFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  return (iso) => format.format(new Date(iso));
}

/** Author, date and comment count under a post's title, each leading to its own list. */
export function PostMeta({ post, className = '' }: { post: BlogPostCard; className?: string }) {
  const { t } = useTranslation('blog');
  const locale = useLocaleTag();
  const date = usePostDate();
  const published = new Date(post.publishedAt);
  return (
    <ul className={`post-meta ${className}`}>
      <li>
        <Link to={blogFilterPath({ author: post.author.slug })}>{t('by', { name: post.author.name })}</Link>
      </li>
      <li>
        <CalendarDays aria-hidden size={15} />
        <Link
          to={blogFilterPath({ year: published.getUTCFullYear(), month: published.getUTCMonth() + 1 })}
          aria-label={t('post.published', { date: date(post.publishedAt) })}
        >
          <time dateTime={post.publishedAt}>{date(post.publishedAt)}</time>
        </Link>
      </li>
      <li>
        <MessageCircle aria-hidden size={15} />
        {t('comments.count', {
          count: post.commentCount,
          formatted: numberFormat(locale).format(post.commentCount),
        })}
      </li>
    </ul>
  );
}

/** The post's categories as links to their lists (nothing when it has none). */
export function PostCategories({ post }: { post: BlogPostCard }) {
  if (post.categories.length === 0) return null;
  return (
    <ul className="blog-categories">
      {post.categories.map((category) => (
        <li key={category.slug}>
          <Link to={blogFilterPath({ category: category.slug })}>{category.name}</Link>
        </li>
      ))}
    </ul>
  );
}
