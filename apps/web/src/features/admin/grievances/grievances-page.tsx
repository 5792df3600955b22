import { grievanceListQuerySchema, grievanceStatuses, type GrievanceRow } from '@reelhouse/contracts/grievances';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusBadge } from '../../../shared/ui/status-badge';
import { useGrievanceReport, useGrievances } from '../api/grievances-queries';
import { ConsoleCard, FactList } from '../components/console-card';
import type { ConsoleColumn } from '../components/data-table';
import { FigureTable } from '../components/figure-table';
import { FilterSelect } from '../components/list-filters';
import { PagedTable } from '../components/paged-table';
import { useConsoleDates } from '../components/use-console-dates';
import { useListQuery } from '../components/use-list-query';
import { AdminPage } from '../layout/admin-page';
import '../routes/titles-page.css';
import './grievances.css';

/** A complaint's standing: resolved, open, or open past its 15 days. */
export function GrievanceStatus({ grievance }: { grievance: Pick<GrievanceRow, 'status' | 'overdue'> }) {
  const { t } = useTranslation('admin');
  if (grievance.status === 'resolved')
    return <StatusBadge tone="success">{t('grievances.status.resolved')}</StatusBadge>;
  return grievance.overdue ? (
    <StatusBadge tone="failure">{t('grievances.overdue')}</StatusBadge>
  ) : (
    <StatusBadge tone="pending">{t('grievances.status.open')}</StatusBadge>
  );
}

/** Complaints with their due dates, overdue ones first, and the monthly report for the disclosure. */
export function GrievancesPage() {
  const { t } = useTranslation('admin');
  const [query, update] = useListQuery(grievanceListQuerySchema);
  const grievances = useGrievances(query);
  const { moment, day } = useConsoleDates();
  const columns: ConsoleColumn<GrievanceRow>[] = [
    {
      id: 'reference',
      header: t('grievances.columns.reference'),
      enableSorting: false,
      cell: ({ row: { original: grievance } }) => (
        <div>
          <Link to={`/admin/grievances/${grievance.id}`} className="admin-title-cell__name">
            <bdi dir="ltr">{grievance.reference}</bdi>
          </Link>
          <span className="admin-title-cell__slug">
            <bdi>{grievance.name}</bdi>
          </span>
        </div>
      ),
    },
    {
      id: 'category',
      header: t('grievances.columns.about'),
      enableSorting: false,
      cell: ({ row: { original: grievance } }) => (
        <span>
          {t(`grievances.categories.${grievance.category}`)}
          {grievance.title && (
            <>
              {' · '}
              <bdi>{grievance.title}</bdi>
            </>
          )}
        </span>
      ),
    },
    {
      id: 'filed',
      header: t('grievances.columns.filed'),
      enableSorting: false,
      cell: ({ row: { original: grievance } }) => moment.format(new Date(grievance.createdAt)),
    },
    {
      id: 'due',
      header: t('grievances.columns.due'),
      enableSorting: false,
      cell: ({ row: { original: grievance } }) =>
        grievance.resolvedAt ? '—' : day.format(new Date(grievance.resolveBy)),
    },
    {
      id: 'status',
      header: t('orders.columns.status'),
      enableSorting: false,
      cell: ({ row: { original: grievance } }) => <GrievanceStatus grievance={grievance} />,
    },
  ];
  return (
    <AdminPage title={t('nav.grievances')}>
      <p className="text-muted-rh">{t('grievances.intro')}</p>
      <div className="admin-filters">
        <FilterSelect
          label={t('orders.columns.status')}
          value={query.status}
          options={grievanceStatuses.map((status) => [status, t(`grievances.status.${status}`)])}
          onChange={(status) => update({ status })}
        />
      </div>
      <PagedTable
        result={grievances}
        query={query}
        update={update}
        caption={t('nav.grievances')}
        columns={columns}
        rowKey={(grievance) => String(grievance.id)}
        empty={<p>{t('grievances.empty')}</p>}
      />
      <MonthlyReport />
    </AdminPage>
  );
}

const thisMonth = () => new Date().toISOString().slice(0, 7);

/** The month's figures as the rules' monthly disclosure asks for them, and the same as CSV. */
function MonthlyReport() {
  const { t } = useTranslation('admin');
  const [month, setMonth] = useState(thisMonth);
  const report = useGrievanceReport(month);
  return (
    <div className="grievance-report">
      <ConsoleCard id="grievance-report" heading={t('grievances.report.title')}>
        <div className="grievance-report__controls">
          <div className="admin-filter">
            <label htmlFor="grievance-month">{t('grievances.report.month')}</label>
            <input
              id="grievance-month"
              type="month"
              className="form-control form-control-sm"
              value={month}
              onChange={(event) => event.target.value && setMonth(event.target.value)}
            />
          </div>
          <a
            className="btn btn-outline-light btn-sm"
            href={`/api/admin/grievances/report.csv?${new URLSearchParams({ month })}`}
            download
          >
            <Download aria-hidden size={16} /> {t('payments.settlement.csv')}
          </a>
        </div>
        {report.data && (
          <>
            <FactList
              facts={[
                [t('grievances.report.received'), report.data.received],
                [t('grievances.report.resolved'), report.data.resolved],
                [t('grievances.report.pending'), report.data.pending],
              ]}
            />
            <FigureTable
              caption={t('grievances.report.title')}
              empty="—"
              rows={report.data.categories}
              rowKey={(row) => row.category}
              columns={[
                { header: t('grievances.columns.about'), cell: (row) => t(`grievances.categories.${row.category}`) },
                { header: t('grievances.report.received'), cell: (row) => row.received, numeric: true },
                { header: t('grievances.report.resolved'), cell: (row) => row.resolved, numeric: true },
                { header: t('grievances.report.pending'), cell: (row) => row.pending, numeric: true },
              ]}
            />
          </>
        )}
      </ConsoleCard>
    </div>
  );
}
