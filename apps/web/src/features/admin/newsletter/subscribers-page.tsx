import { newsletterStatuses } from '@reelhouse/contracts/newsletter';
import { subscriberListQuerySchema, type AdminSubscriber } from '@reelhouse/contracts/newsletter-admin';
import { htmlLangOf } from '@reelhouse/contracts/locales';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocaleTag } from '../../../shared/i18n/use-locale-tag';
import { StatusBadge, type StatusTone } from '../../../shared/ui/status-badge';
import { useSubscribers } from '../api/newsletter-queries';
import type { ConsoleColumn } from '../components/data-table';
import { FilterSelect, SearchBox } from '../components/list-filters';
import { PagedTable } from '../components/paged-table';
import { useConsoleDates } from '../components/use-console-dates';
import { useListQuery } from '../components/use-list-query';
import { FigureTiles } from '../dashboard/figure-tiles';
import { AdminPage } from '../layout/admin-page';
import { NewsletterTabs } from './newsletter-tabs';

const toneOf: Record<AdminSubscriber['status'], StatusTone> = {
  confirmed: 'success',
  pending: 'pending',
  unsubscribed: 'neutral',
};

/** `/admin/newsletter`: how many addresses are in each state, the list by address and state, the confirmed ones as CSV. */
export function SubscribersPage() {
  const { t } = useTranslation('admin');
  const [query, update] = useListQuery(subscriberListQuerySchema);
  const subscribers = useSubscribers(query);
  const dates = useConsoleDates();
  const locale = useLocaleTag();
  const names = new Intl.DisplayNames([locale], { type: 'language' });
  const format = new Intl.NumberFormat(locale);
  const counts = subscribers.data?.counts;
  const columns: ConsoleColumn<AdminSubscriber>[] = [
    {
      id: 'email',
      header: t('newsletter.columns.email'),
      enableSorting: false,
      cell: ({ row }) => <bdi dir="ltr">{row.original.email}</bdi>,
    },
    {
      id: 'status',
      header: t('newsletter.columns.status'),
      enableSorting: false,
      cell: ({ row }) => (
        <StatusBadge tone={toneOf[row.original.status]}>{t(`newsletter.statuses.${row.original.status}`)}</StatusBadge>
      ),
    },
    {
      id: 'language',
      header: t('newsletter.columns.language'),
      enableSorting: false,
      cell: ({ row }) => names.of(htmlLangOf[row.original.language]),
    },
    {
      id: 'source',
      header: t('newsletter.columns.source'),
      enableSorting: false,
      cell: ({ row }) => t(`newsletter.sources.${row.original.source}`, { defaultValue: row.original.source }),
    },
    {
      id: 'since',
      header: t('newsletter.columns.since'),
      enableSorting: false,
      cell: ({ row }) => dates.day.format(new Date(row.original.createdAt)),
    },
  ];
  return (
    <AdminPage
      title={t('nav.newsletter')}
      actions={
        <a className="btn btn-outline-light" href="/api/admin/newsletter/subscribers.csv" download>
          <Download aria-hidden size={16} /> {t('newsletter.exportCsv')}
        </a>
      }
    >
      <NewsletterTabs />
      <FigureTiles
        label={t('newsletter.counts')}
        figures={newsletterStatuses.map((status) => ({
          label: t(`newsletter.statuses.${status}`),
          value: counts ? format.format(counts[status]) : '—',
        }))}
      />
      <div className="admin-filters">
        <SearchBox
          label={t('newsletter.search')}
          hint={t('newsletter.searchHint')}
          value={query.q ?? ''}
          onSearch={(q) => update({ q }, { replace: true })}
        />
        <FilterSelect
          label={t('newsletter.columns.status')}
          value={query.status}
          options={newsletterStatuses.map((status) => [status, t(`newsletter.statuses.${status}`)])}
          onChange={(status) => update({ status })}
        />
      </div>
      <PagedTable
        result={subscribers}
        query={query}
        update={update}
        caption={t('newsletter.tabs.subscribers')}
        columns={columns}
        rowKey={(subscriber) => String(subscriber.id)}
        empty={<p>{t('newsletter.noSubscribers')}</p>}
      />
    </AdminPage>
  );
}
