import { blogPostPath } from '@reelhouse/contracts/web-routes';
import { ExternalLink, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../shared/api/api-client';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { LoadError } from '../../../shared/ui/load-error';
import { PageLoading } from '../../../shared/ui/page-loading';
import { useAdminPost, useBlogAuthors, useDeletePost } from '../api/blog-queries';
import { useToast } from '../components/toasts';
import { AdminPage } from '../layout/admin-page';
import { PostDetailsForm } from './post-details-form';
import { PostMedia } from './post-media';
import { PostStatusBadge } from './post-status-badge';
import '../titles/title-editor.css';
import './blog-console.css';

/** `/admin/blog/new`: a post's first words; its cover, sound or pictures come once it is saved. */
export function NewPostPage() {
  const { t } = useTranslation('admin');
  const authors = useBlogAuthors();
  if (authors.isError) return <LoadError onRetry={() => void authors.refetch()} />;
  if (authors.isPending) return <PageLoading />;
  return (
    <AdminPage title={t('blog.write')} crumbs={[{ label: t('nav.blog'), to: '/admin/blog' }]}>
      <PostDetailsForm post={null} firstAuthor={authors.data.items[0]?.slug ?? ''} />
    </AdminPage>
  );
}

/** `/admin/blog/<slug>`: a post whole, its media, and deleting it. */
export function PostEditorPage() {
  const { t } = useTranslation('admin');
  const { slug = '' } = useParams();
  const post = useAdminPost(slug);
  const crumbs = [{ label: t('nav.blog'), to: '/admin/blog' }];
  if (post.isPending) return <PageLoading />;
  if (post.isError) {
    const missing = post.error instanceof ApiError && [400, 404].includes(post.error.status);
    return (
      <AdminPage title={t('nav.blog')} crumbs={crumbs}>
        {missing ? <p>{t('blog.notFound')}</p> : <LoadError onRetry={() => void post.refetch()} />}
      </AdminPage>
    );
  }
  const { data } = post;
  return (
    <AdminPage
      title={data.translations.en?.title ?? data.slug}
      crumbs={crumbs}
      actions={
        <>
          <PostStatusBadge status={data.status} />
          {data.status === 'published' && (
            <Link to={blogPostPath(data.slug)} className="btn btn-outline-light" target="_blank">
              <ExternalLink aria-hidden size={16} /> {t('blog.openOnSite')}
            </Link>
          )}
          <DeletePost slug={data.slug} />
        </>
      }
    >
      <PostDetailsForm key={data.slug} post={data} firstAuthor={data.author} />
      <PostMedia post={data} />
    </AdminPage>
  );
}

function DeletePost({ slug }: { slug: string }) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const navigate = useNavigate();
  const remove = useDeletePost();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn btn-outline-danger" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden size={16} /> {t('blog.delete')}
      </button>
      <ConfirmDialog
        open={open}
        stage="confirm"
        busy={remove.isPending}
        details={<p>{t('blog.deleteDetails')}</p>}
        onClose={() => setOpen(false)}
        onConfirm={() =>
          remove.mutate(slug, {
            onSuccess: () => {
              toast.success(t('blog.deleted'));
              void navigate('/admin/blog', { replace: true });
            },
            onError: () => toast.error(t('editor.failed')),
          })
        }
      />
    </>
  );
}
