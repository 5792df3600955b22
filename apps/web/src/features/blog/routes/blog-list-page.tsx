import type { BlogPostPage } from '@reelhouse/contracts/blog';
import { blogFormats } from '@reelhouse/contracts/blog-values';
import { webPaths } from '@reelhouse/contracts/web-routes';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api/api-client';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { useLocaleTag } from '../../../shared/i18n/use-locale-tag';
import { LoadError } from '../../../shared/ui/load-error';
import { PageLoading } from '../../../shared/ui/page-loading';
import { MissingItem } from '../../../shared/ui/missing-item';
import { Pagination } from '../../../shared/ui/pagination';
import { PageBanner } from '../../../shared/ui/page-banner';
import { usePosts, type PostFilters } from '../api/blog-queries';
import { BlogSidebar } from '../components/blog-sidebar';
import { PostCard } from '../components/post-card';
import { dateFormat, numberFormat } from '../../../shared/i18n/intl-formats';
import './blog-list-page.css';

/** Which filter a list page takes from its address (`/blogs-tag?tag=…`, `/blogs-date?year=…&month=…`). */
export type BlogListFilter = 'all' | 'tag' | 'category' | 'date' | 'author';
/** `/blogs` and the filtered lists: two columns and a sidebar; `/blogs/:grid`: 1–4 columns; `/blogs-sidebar/:position`: a list beside the sidebar. */
export type BlogListLayout = 'standard' | 'grid' | 'sidebar';

const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const wholeIn = (text: string | null, min: number, max: number) => {
  const value = Number(text);
  return Number.isInteger(value) && value >= min && value <= max ? value : undefined;
};

/** The filters the address asks for, or null when the address names none the page needs. */
function filtersFrom(search: URLSearchParams, filter: BlogListFilter): PostFilters | null {
  const slug = (name: string) => {
    const value = search.get(name);
    return value && slugPattern.test(value) ? value : undefined;
  };
  const format = blogFormats.find((value) => value === search.get('format'));
  const filters: PostFilters = {
    tag: slug('tag'),
    category: slug('category'),
    author: slug('author'),
    year: wholeIn(search.get('year'), 2000, 2100),
    format,
    page: wholeIn(search.get('page'), 1, 10_000) ?? 1,
  };
  if (filters.year !== undefined) filters.month = wholeIn(search.get('month'), 1, 12);
  const needed = {
    all: true,
    tag: filters.tag,
    category: filters.category,
    author: filters.author,
    date: filters.year,
  };
  return needed[filter] ? filters : null;
}

interface Shape {
  columns: number;
  sidebar: 'left' | 'right' | null;
}

function shapeOf(layout: BlogListLayout, params: Record<string, string | undefined>): Shape | null {
  if (layout === 'standard') return { columns: 2, sidebar: 'right' };
  if (layout === 'grid') {
    const columns = wholeIn(params.grid ?? null, 1, 4);
    return columns && params.grid === String(columns) ? { columns, sidebar: null } : null;
  }
  const side = params.position;
  return side === 'left' || side === 'right' ? { columns: 1, sidebar: side } : null;
}

/** Every blog list: all posts, or those of a tag, category, author or month, in the layout the address picks. */
export function BlogListPage({ filter, layout }: { filter: BlogListFilter; layout: BlogListLayout }) {
  const { t } = useTranslation('blog');
  const locale = useLocaleTag();
  const [search] = useSearchParams();
  const shape = shapeOf(layout, useParams());
  const filters = filtersFrom(search, filter);
  const limit = shape && shape.columns % 2 === 0 ? 8 : 9;
  const posts = usePosts({ ...filters, limit }, Boolean(shape && filters));
  const heading = useHeading(filter, filters, posts.data);
  usePageTitle(heading);

  const notFound = posts.error instanceof ApiError && posts.error.status === 404;
  if (!shape || !filters || notFound) return <MissingItem listTo={webPaths.blogs} listLabel={t('allPosts')} />;
  const lead = filter === 'author' ? posts.data?.filters.author?.bio : filter === 'all' ? t('lead') : undefined;

  const list = (
    <section aria-label={heading}>
      {posts.isPending && <PageLoading />}
      {posts.isError && !notFound && <LoadError onRetry={() => void posts.refetch()} />}
      {posts.data && posts.data.items.length === 0 && <p className="blog-list__empty surface-card">{t('empty')}</p>}
      {posts.data && posts.data.items.length > 0 && (
        <>
          <p className="blog-list__count text-muted-rh" aria-live="polite">
            {t('count', { count: posts.data.total, formatted: numberFormat(locale).format(posts.data.total) })}
          </p>
          <div className={`blog-list__grid blog-list__grid--${shape.columns}`}>
            {posts.data.items.map((post) => (
              <PostCard
                key={post.slug}
                post={post}
                wide={shape.columns === 1}
                sizes={
                  shape.columns === 1
                    ? '(min-width: 768px) 40vw, 100vw'
                    : `(min-width: 992px) ${Math.round(100 / shape.columns)}vw, 100vw`
                }
              />
            ))}
          </div>
          <Pagination page={posts.data.page} totalPages={posts.data.totalPages} />
        </>
      )}
    </section>
  );

  return (
    <>
      <PageBanner title={heading} lead={lead} />
      <div className="container-xxl blog-list">
        {shape.sidebar ? (
          <div className={`blog-with-sidebar${shape.sidebar === 'left' ? ' blog-with-sidebar--left' : ''}`}>
            {list}
            <BlogSidebar />
          </div>
        ) : (
          list
        )}
      </div>
    </>
  );
}

/** "Tag: …", "Category: …", "Archive: March 2026", "Author: …", or the blog's own title. */
function useHeading(filter: BlogListFilter, filters: PostFilters | null, page: BlogPostPage | undefined): string {
  const { t } = useTranslation('blog');
  const locale = useLocaleTag();
  const named = page?.filters;
  if (filter === 'tag') return t('headings.tag', { name: named?.tag?.name ?? filters?.tag ?? '' });
  if (filter === 'category') return t('headings.category', { name: named?.category?.name ?? filters?.category ?? '' });
  if (filter === 'author') return t('headings.author', { name: named?.author?.name ?? filters?.author ?? '' });
  if (filter === 'date' && filters?.year) {
    const when = filters.month
      ? dateFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
          new Date(Date.UTC(filters.year, filters.month - 1, 1)),
        )
      : String(filters.year);
    return t('headings.archive', { when });
  }
  return t('title');
}
