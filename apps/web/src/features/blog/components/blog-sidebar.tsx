import { blogFormats } from '@reelhouse/contracts/blog-values';
import { blogFilterPath, blogPostPath, webPaths } from '@reelhouse/contracts/web-routes';
import { Search } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useLocaleTag } from '../../../shared/i18n/use-locale-tag';
import { ResponsiveImage } from '../../../shared/ui/responsive-image';
import { NewsletterBox } from '../../newsletter';
import { useBlogArchive, useBlogTerms, useRecentPosts } from '../api/blog-queries';
import { formatIcons, usePostDate } from './post-meta';
import { dateFormat, numberFormat } from '../../../shared/i18n/intl-formats';
import './blog-sidebar.css';

function Widget({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="blog-widget surface-card" aria-labelledby={id}>
      <h2 className="blog-widget__title" id={id}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Search, categories, recent posts, tags and the month archive, beside a list or a post. */
export function BlogSidebar() {
  const { t } = useTranslation('blog');
  const { t: tCommon } = useTranslation();
  const locale = useLocaleTag();
  const date = usePostDate();
  const categories = useBlogTerms('categories').data?.items ?? [];
  const tags = useBlogTerms('tags').data?.items ?? [];
  const recent = useRecentPosts().data?.items ?? [];
  const archive = useBlogArchive().data?.items ?? [];
  const monthName = dateFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const count = numberFormat(locale);

  return (
    <aside className="blog-sidebar" aria-label={t('sidebar.label')}>
      <SearchWidget />
      <Widget title={t('sidebar.categories')}>
        <ul className="blog-widget__list">
          {categories
            .filter((category) => category.postCount > 0)
            .map((category) => (
              <li key={category.slug}>
                <Link to={blogFilterPath({ category: category.slug })}>{category.name}</Link>
                <span className="blog-widget__count">{count.format(category.postCount)}</span>
              </li>
            ))}
        </ul>
      </Widget>
      <Widget title={t('sidebar.recent')}>
        <ul className="blog-widget__recent">
          {recent.map((post) => (
            <li key={post.slug}>
              <ResponsiveImage image={post.cover} alt="" sizes="80px" className="blog-widget__thumb" />
              <div>
                <Link to={blogPostPath(post.slug)}>{post.title}</Link>
                <time dateTime={post.publishedAt}>{date(post.publishedAt)}</time>
              </div>
            </li>
          ))}
        </ul>
      </Widget>
      <Widget title={t('sidebar.tags')}>
        <ul className="blog-tags">
          {tags
            .filter((tag) => tag.postCount > 0)
            .map((tag) => (
              <li key={tag.slug}>
                <Link to={blogFilterPath({ tag: tag.slug })}>{tag.name}</Link>
              </li>
            ))}
        </ul>
      </Widget>
      <Widget title={t('sidebar.formats')}>
        <ul className="blog-widget__list">
          {blogFormats.map((format) => {
            const Icon = formatIcons[format];
            return (
              <li key={format}>
                <Link to={`/blog-single/${format}`} className="blog-widget__format">
                  <Icon aria-hidden size={16} />
                  {t(`formats.${format}`)}
                </Link>
              </li>
            );
          })}
        </ul>
      </Widget>
      <Widget title={tCommon('newsletter.title')}>
        <p className="text-muted-rh small">{tCommon('newsletter.lead')}</p>
        <NewsletterBox source="blog" />
      </Widget>
      <Widget title={t('sidebar.archives')}>
        <ul className="blog-widget__list">
          {archive.map(({ year, month, postCount }) => (
            <li key={`${year}-${month}`}>
              <Link to={blogFilterPath({ year, month })}>
                {monthName.format(new Date(Date.UTC(year, month - 1, 1)))}
              </Link>
              <span className="blog-widget__count">{count.format(postCount)}</span>
            </li>
          ))}
        </ul>
      </Widget>
    </aside>
  );
}

/** Posts are searched with the rest of the service, on the search page. */
function SearchWidget() {
  const { t } = useTranslation('blog');
  const navigate = useNavigate();
  const id = useId();
  const [query, setQuery] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    if (q) void navigate(`${webPaths.search}?${new URLSearchParams({ q })}`);
  };
  return (
    <Widget title={t('sidebar.search')}>
      <form className="blog-widget__search" role="search" onSubmit={submit}>
        <label className="visually-hidden" htmlFor={id}>
          {t('sidebar.search')}
        </label>
        <input
          id={id}
          type="search"
          className="form-control"
          placeholder={t('sidebar.searchPlaceholder')}
          maxLength={100}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <button type="submit" className="btn btn-accent" aria-label={t('sidebar.searchButton')}>
          <Search aria-hidden size={18} />
        </button>
      </form>
    </Widget>
  );
}
