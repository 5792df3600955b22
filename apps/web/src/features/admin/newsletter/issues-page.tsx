import type { NewsletterIssue } from '@reelhouse/contracts/newsletter-admin';
import { PenLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../../shared/ui/load-error';
import { useNewsletterIssues } from '../api/newsletter-queries';
import { FigureTable } from '../components/figure-table';
import { useConsoleDates } from '../components/use-console-dates';
import { AdminPage } from '../layout/admin-page';
import { IssueStatusBadge } from './issue-status';
import { NewsletterTabs } from './newsletter-tabs';

/** `/admin/newsletter/issues`: the newsletters written, newest first, with where their sending stands. */
export function IssuesPage() {
  const { t } = useTranslation('admin');
  const issues = useNewsletterIssues();
  const dates = useConsoleDates();
  if (issues.isError) return <LoadError onRetry={() => void issues.refetch()} />;
  const subjectOf = (issue: NewsletterIssue) => issue.texts.en?.subject ?? `#${issue.id}`;
  return (
    <AdminPage
      title={t('newsletter.tabs.issues')}
      crumbs={[{ label: t('nav.newsletter'), to: '/admin/newsletter' }]}
      actions={
        <Link to="/admin/newsletter/issues/new" className="btn btn-accent">
          <PenLine aria-hidden size={16} /> {t('newsletter.write')}
        </Link>
      }
    >
      <NewsletterTabs />
      {issues.isPending ? (
        <p className="text-muted-rh">{t('table.loading')}</p>
      ) : (
        <FigureTable
          caption={t('newsletter.tabs.issues')}
          empty={t('newsletter.noIssues')}
          rows={issues.data.items}
          rowKey={(issue) => String(issue.id)}
          columns={[
            {
              header: t('newsletter.fields.subject'),
              cell: (issue) => (
                <Link to={`/admin/newsletter/issues/${issue.id}`} className="admin-title-cell__name">
                  <bdi>{subjectOf(issue)}</bdi>
                </Link>
              ),
            },
            { header: t('newsletter.columns.status'), cell: (issue) => <IssueStatusBadge issue={issue} /> },
            {
              header: t('newsletter.columns.sentAt'),
              cell: (issue) => (issue.startedAt ? dates.moment.format(new Date(issue.startedAt)) : '—'),
            },
            {
              header: t('newsletter.columns.progress'),
              cell: (issue) =>
                issue.status === 'draft'
                  ? '—'
                  : t('newsletter.progress', { queued: issue.queued, total: issue.recipients }),
            },
          ]}
        />
      )}
    </AdminPage>
  );
}
