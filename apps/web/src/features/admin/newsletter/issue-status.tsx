import type { NewsletterIssue } from '@reelhouse/contracts/newsletter-admin';
import { useTranslation } from 'react-i18next';
import { StatusBadge, type StatusTone } from '../../../shared/ui/status-badge';

const toneOf: Record<NewsletterIssue['status'], StatusTone> = { draft: 'neutral', sending: 'pending', sent: 'success' };

export function IssueStatusBadge({ issue }: { issue: Pick<NewsletterIssue, 'status'> }) {
  const { t } = useTranslation('admin');
  return <StatusBadge tone={toneOf[issue.status]}>{t(`newsletter.issueStatuses.${issue.status}`)}</StatusBadge>;
}

/** How far a newsletter's sending has got: a bar, and the figures said with it. */
export function SendingProgress({ issue }: { issue: NewsletterIssue }) {
  const { t } = useTranslation('admin');
  const done = issue.queued + issue.skipped;
  const percent = issue.recipients === 0 ? 100 : Math.round((done / issue.recipients) * 100);
  return (
    <div className="sending-progress">
      <div
        className="progress"
        role="progressbar"
        aria-label={t('newsletter.columns.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="progress-bar" style={{ width: `${percent}%` }} />
      </div>
      <p role="status">
        {t('newsletter.progress', { queued: issue.queued, total: issue.recipients })}
        {issue.skipped > 0 && ` · ${t('newsletter.skipped', { count: issue.skipped })}`}
      </p>
    </div>
  );
}
