import { Check, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { blogPostPath } from '@reelhouse/contracts/web-routes';
import { LoadError } from '../../../shared/ui/load-error';
import { useModerateComment, useModerationQueue } from '../api/blog-queries';
import { PageSteps } from '../components/table-pager';
import { useToast } from '../components/toasts';
import { useConsoleDates } from '../components/use-console-dates';
import { AdminPage } from '../layout/admin-page';
import { BlogTabs } from './blog-tabs';
import './blog-console.css';

/**
 * `/admin/blog/comments`: readers' comments waiting for moderation, oldest first (or the published
 * ones), each approved to show at once or removed for good. The view and page live in the address.
 */
export function CommentsPage() {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const dates = useConsoleDates();
  const [params, setParams] = useSearchParams();
  const status = params.get('status') === 'published' ? 'published' : 'pending';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const queue = useModerationQueue(status, page);
  const moderate = useModerateComment();
  const showId = useId();
  const go = (changes: Record<string, string>) => setParams({ status, page: String(page), ...changes });
  const decide = (id: number, approve: boolean) =>
    moderate.mutate(
      { id, approve },
      {
        onSuccess: () => toast.success(t(approve ? 'blog.comments.approved' : 'blog.comments.removed')),
        onError: () => toast.error(t('editor.failed')),
      },
    );
  return (
    <AdminPage title={t('blog.tabs.comments')} crumbs={[{ label: t('nav.blog'), to: '/admin/blog' }]}>
      <BlogTabs />
      <div className="admin-filters">
        <div className="admin-filter">
          <label htmlFor={showId}>{t('blog.comments.show')}</label>
          <select
            id={showId}
            className="form-select form-select-sm"
            value={status}
            onChange={(event) => go({ status: event.target.value, page: '1' })}
          >
            <option value="pending">{t('blog.comments.pending')}</option>
            <option value="published">{t('blog.comments.published')}</option>
          </select>
        </div>
      </div>
      {queue.isError ? (
        <LoadError onRetry={() => void queue.refetch()} />
      ) : !queue.data ? (
        <p className="text-muted-rh">{t('table.loading')}</p>
      ) : queue.data.items.length === 0 ? (
        <p>{t(status === 'pending' ? 'blog.comments.nonePending' : 'blog.comments.none')}</p>
      ) : (
        <>
          <ol className="comment-queue">
            {queue.data.items.map((comment) => (
              <li key={comment.id} className="admin-card">
                <p className="comment-queue__meta">
                  <strong dir="auto">{comment.authorName}</strong> · <bdi dir="ltr">{comment.authorEmail}</bdi> ·{' '}
                  <time dateTime={comment.createdAt}>{dates.moment.format(new Date(comment.createdAt))}</time>
                </p>
                <p className="comment-queue__post">
                  {t('blog.comments.on')}{' '}
                  <Link to={blogPostPath(comment.post.slug)} target="_blank">
                    <bdi>{comment.post.title}</bdi>
                  </Link>
                </p>
                <p className="comment-queue__body" dir="auto">
                  {comment.body}
                </p>
                <div className="comment-queue__actions">
                  {comment.status === 'pending' && (
                    <button
                      type="button"
                      className="btn btn-sm btn-accent"
                      disabled={moderate.isPending}
                      aria-label={t('blog.comments.approveFrom', { name: comment.authorName })}
                      onClick={() => decide(comment.id, true)}
                    >
                      <Check aria-hidden size={14} /> {t('blog.comments.approve')}
                    </button>
                  )}
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-danger"
                    disabled={moderate.isPending}
                    aria-label={t('blog.comments.removeFrom', { name: comment.authorName })}
                    onClick={() => decide(comment.id, false)}
                  >
                    <Trash2 aria-hidden size={14} /> {t('blog.comments.remove')}
                  </button>
                </div>
              </li>
            ))}
          </ol>
          {queue.data.totalPages > 1 && (
            <PageSteps page={page} pages={queue.data.totalPages} onPage={(next) => go({ page: String(next) })} />
          )}
        </>
      )}
    </AdminPage>
  );
}
