import { enquiryStatuses } from '@reelhouse/contracts/enquiries';
import { enquiryListQuerySchema, type EnquiryRow } from '@reelhouse/contracts/enquiries-admin';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useEnquiries } from '../api/enquiries-queries';
import type { ConsoleColumn } from '../components/data-table';
import { FilterSelect, SearchBox } from '../components/list-filters';
import { PagedTable } from '../components/paged-table';
import { useConsoleDates } from '../components/use-console-dates';
import { useListQuery } from '../components/use-list-query';
import { AdminPage } from '../layout/admin-page';
import { EnquiryStatusBadge } from './enquiry-status-badge';
import '../routes/titles-page.css';

/** The contact enquiries inbox: newest first, by status, found by name, e-mail or words. */
export function EnquiriesPage() {
  const { t } = useTranslation('admin');
  const [query, update] = useListQuery(enquiryListQuerySchema);
  const enquiries = useEnquiries(query);
  const { moment } = useConsoleDates();
  const columns: ConsoleColumn<EnquiryRow>[] = [
    {
      id: 'from',
      header: t('enquiries.columns.from'),
      enableSorting: false,
      cell: ({ row: { original: enquiry } }) => (
        <div>
          <Link to={`/admin/enquiries/${enquiry.id}`} className="admin-title-cell__name">
            <bdi>{enquiry.name}</bdi>
          </Link>
          <span className="admin-title-cell__slug" dir="ltr">
            {enquiry.email}
          </span>
        </div>
      ),
    },
    {
      id: 'message',
      header: t('enquiries.columns.message'),
      enableSorting: false,
      cell: ({ row: { original: enquiry } }) => (
        <span className="enquiry-excerpt" dir="auto">
          {enquiry.excerpt}
        </span>
      ),
    },
    {
      id: 'status',
      header: t('orders.columns.status'),
      enableSorting: false,
      cell: ({ row: { original: enquiry } }) => <EnquiryStatusBadge status={enquiry.status} />,
    },
    {
      id: 'assignee',
      header: t('enquiries.assignee'),
      enableSorting: false,
      cell: ({ row: { original: enquiry } }) => (enquiry.assignee ? <bdi>{enquiry.assignee.name}</bdi> : '—'),
    },
    {
      id: 'at',
      header: t('enquiries.columns.received'),
      enableSorting: false,
      cell: ({ row: { original: enquiry } }) => moment.format(new Date(enquiry.createdAt)),
    },
  ];
  return (
    <AdminPage title={t('nav.enquiries')}>
      <div className="admin-filters">
        <SearchBox
          label={t('enquiries.search')}
          hint={t('enquiries.searchHint')}
          value={query.q ?? ''}
          onSearch={(q) => update({ q }, { replace: true })}
        />
        <FilterSelect
          label={t('orders.columns.status')}
          value={query.status}
          options={enquiryStatuses.map((status) => [status, t(`enquiries.status.${status}`)])}
          onChange={(status) => update({ status })}
        />
      </div>
      <PagedTable
        result={enquiries}
        query={query}
        update={update}
        caption={t('nav.enquiries')}
        columns={columns}
        rowKey={(enquiry) => String(enquiry.id)}
        empty={<p>{t('enquiries.empty')}</p>}
      />
    </AdminPage>
  );
}
