import { lazy, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadWhenNear } from '../../../shared/ui/load-when-near';
import { useComments } from '../api/blog-queries';
import { usePostDate } from './post-meta';

/** Fetched as the reader scrolls near it: a post's first load carries no form code. */
const CommentForm = lazy(() => import('./comment-form').then((module) => ({ default: module.CommentForm })));

const PAGE = 10;

/** The approved comments of a post, oldest first, and the form to add one. */
export function PostComments({ slug }: { slug: string }) {
  const { t } = useTranslation('blog');
  const [limit, setLimit] = useState(PAGE);
  const comments = useComments(slug, limit);
  const date = usePostDate();
  const id = useId();
  const total = comments.data?.total ?? 0;

  return (
    <section className="post-comments" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="post-section-title">
        {t('comments.title')} {total > 0 && <span className="text-muted-rh">({total})</span>}
      </h2>
      {comments.data && total === 0 && <p className="text-muted-rh">{t('comments.none')}</p>}
      <ol className="post-comments__list">
        {comments.data?.items.map((comment) => (
          <li key={comment.id} className="post-comments__item">
            <p className="post-comments__who">
              <bdi>
                <strong>{comment.authorName}</strong>
              </bdi>
              <time dateTime={comment.createdAt}>{date(comment.createdAt)}</time>
            </p>
            <p className="post-comments__body" dir="auto">
              {comment.body}
            </p>
          </li>
        ))}
      </ol>
      {comments.data && comments.data.items.length < total && (
        <button
          type="button"
          className="btn btn-outline-light btn-sm"
          onClick={() => setLimit((value) => value + PAGE)}
        >
          {t('comments.more')}
        </button>
      )}
      <LoadWhenNear reserve="24rem">
        <CommentForm slug={slug} />
      </LoadWhenNear>
    </section>
  );
}
