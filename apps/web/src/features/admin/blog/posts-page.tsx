import { adminBlogListQuerySchema, type AdminBlogRow } from '@reelhouse/contracts/blog-admin';
import { blogStatuses } from '@reelhouse/contracts/blog-values';
import { PenLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAdminPosts } from '../api/blog-queries';
import type { ConsoleColumn } from '../components/data-table';
import { FilterSelect, SearchBox } from '../components/list-filters';
import { PagedTable } from '../components/paged-table';
import { useConsoleDates } from '../components/use-console-dates';
import { useListQuery } from '../components/use-list-query';
import { AdminPage } from '../layout/admin-page';
import { BlogTabs } from './blog-tabs';
import { PostStatusBadge } from './post-status-badge';
import '../routes/titles-page.css';

/** The blog's posts, drafts first then newest: found by title or slug, by status, paged in the address. */
export function PostsPage() {
  const { t } = useTranslation('admin');
  const [query, update] = useListQuery(adminBlogListQuerySchema);
  const posts = useAdminPosts(query);
  const dates = useConsoleDates();
  const columns: ConsoleColumn<AdminBlogRow>[] = [
    {
      id: 'title',
      header: t('blog.columns.post'),
      enableSorting: false,
      cell: ({ row }) => (
        <div>
          <Link to={`/admin/blog/${row.original.slug}`} className="admin-title-cell__name">
            <bdi>{row.original.title}</bdi>
          </Link>
          <span className="admin-title-cell__slug" dir="ltr">
            {row.original.slug}
          </span>
        </div>
      ),
    },
    {
      id: 'status',
      header: t('blog.fields.status'),
      enableSorting: false,
      cell: ({ row }) => <PostStatusBadge status={row.original.status} />,
    },
    {
      id: 'when',
      header: t('blog.columns.when'),
      enableSorting: false,
      cell: ({ row }) => (row.original.publishedAt ? dates.moment.format(new Date(row.original.publishedAt)) : '—'),
    },
    {
      id: 'format',
      header: t('blog.fields.format'),
      enableSorting: false,
      cell: ({ row }) => t(`blog.formats.${row.original.format}`),
    },
    { id: 'author', header: t('blog.fields.author'), enableSorting: false, cell: ({ row }) => row.original.author },
    {
      id: 'comments',
      header: t('blog.columns.pending'),
      enableSorting: false,
      cell: ({ row }) => row.original.pendingComments,
    },
  ];
  return (
    <AdminPage
      title={t('nav.blog')}
      actions={
        <Link to="/admin/blog/new" className="btn btn-accent">
          <PenLine aria-hidden size={16} /> {t('blog.write')}
        </Link>
      }
    >
      <BlogTabs />
      <div className="admin-filters">
        <SearchBox
          label={t('blog.search')}
          hint={t('blog.searchHint')}
          value={query.q ?? ''}
          onSearch={(q) => update({ q }, { replace: true })}
        />
        <FilterSelect
          label={t('blog.fields.status')}
          value={query.status}
          options={blogStatuses.map((status) => [status, t(`blog.statuses.${status}`)])}
          onChange={(status) => update({ status })}
        />
      </div>
      <PagedTable
        result={posts}
        query={query}
        update={update}
        caption={t('nav.blog')}
        columns={columns}
        rowKey={(post) => post.slug}
        empty={<p>{t('blog.empty')}</p>}
      />
    </AdminPage>
  );
}
