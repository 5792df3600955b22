import { adminTitleListQuerySchema, type AdminTitleRow, type TitleStatus } from '@reelhouse/contracts/catalogue-admin';
import { accessTiers, ageRatings, titleKinds, titleStatuses } from '@reelhouse/contracts/catalogue-values';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ResponsiveImage } from '../../../shared/ui/responsive-image';
import { StatusBadge, type StatusTone } from '../../../shared/ui/status-badge';
import { useAdminTitles, useGenreChoices } from '../api/admin-queries';
import type { ConsoleColumn } from '../components/data-table';
import { PagedTable } from '../components/paged-table';
import { FilterSelect, SearchBox } from '../components/list-filters';
import { videoTone } from '../components/video-tone';
import { useListQuery } from '../components/use-list-query';
import { AdminPage } from '../layout/admin-page';
import './titles-page.css';
import { useLocaleTag } from '../../../shared/i18n/use-locale-tag';
import { dateFormat } from '../../../shared/i18n/intl-formats';

const statusTone: Record<TitleStatus, StatusTone> = {
  draft: 'neutral',
  scheduled: 'pending',
  coming_soon: 'pending',
  published: 'success',
  archived: 'neutral',
};

/** Every title in every status: search, filters, sorting and paging held in the address. */
export function TitlesPage() {
  const { t } = useTranslation('admin');
  const { t: tCatalogue } = useTranslation('catalogue');
  const [query, update] = useListQuery(adminTitleListQuerySchema);
  const titles = useAdminTitles(query);
  const genres = useGenreChoices();
  const filtered = ['q', 'kind', 'status', 'rating', 'tier', 'genre'].some(
    (key) => query[key as keyof typeof query] !== undefined,
  );
  const locale = useLocaleTag();
  const date = dateFormat(locale, { dateStyle: 'medium' });
  // A release date is a calendar day: read in UTC, it is that day wherever the operator is.
  const calendarDate = dateFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });

  const columns: ConsoleColumn<AdminTitleRow>[] = [
    {
      id: 'name',
      accessorFn: (row) => row.name,
      header: t('titles.columns.name'),
      cell: ({ row }) => <TitleCell title={row.original} />,
    },
    {
      id: 'kind',
      header: t('titles.columns.kind'),
      enableSorting: false,
      cell: ({ row }) => tCatalogue(`kind.${row.original.kind}`),
    },
    {
      id: 'status',
      accessorFn: (row) => row.status,
      header: t('titles.columns.status'),
      cell: ({ row }) => (
        <StatusBadge tone={statusTone[row.original.status]}>{t(`titles.status.${row.original.status}`)}</StatusBadge>
      ),
    },
    {
      id: 'rating',
      header: t('titles.columns.rating'),
      enableSorting: false,
      cell: ({ row }) => <bdi dir="ltr">{row.original.rating}</bdi>,
    },
    {
      id: 'tier',
      header: t('titles.columns.tier'),
      enableSorting: false,
      cell: ({ row }) => tCatalogue(`tier.${row.original.accessTier}`),
    },
    {
      id: 'video',
      header: t('titles.columns.video'),
      enableSorting: false,
      cell: ({ row }) => (
        <StatusBadge tone={videoTone[row.original.video]}>{t(`titles.video.${row.original.video}`)}</StatusBadge>
      ),
    },
    {
      id: 'released',
      accessorFn: (row) => row.releaseDate ?? '',
      header: t('titles.columns.released'),
      cell: ({ row }) => (row.original.releaseDate ? calendarDate.format(new Date(row.original.releaseDate)) : '—'),
    },
    {
      id: 'updated',
      accessorFn: (row) => row.updatedAt,
      header: t('titles.columns.updated'),
      cell: ({ row }) => date.format(new Date(row.original.updatedAt)),
    },
  ];

  return (
    <AdminPage
      title={t('titles.heading')}
      actions={
        <Link to="/admin/titles/new" className="btn btn-accent">
          <Plus aria-hidden size={16} />
          {t('editor.newTitle')}
        </Link>
      }
    >
      <div className="admin-filters">
        <SearchBox
          label={t('titles.search')}
          hint={t('titles.searchHint')}
          value={query.q ?? ''}
          onSearch={(q) => update({ q }, { replace: true })}
        />
        <FilterSelect
          label={t('titles.filters.kind')}
          value={query.kind}
          options={titleKinds.map((kind) => [kind, tCatalogue(`kind.${kind}`)])}
          onChange={(kind) => update({ kind })}
        />
        <FilterSelect
          label={t('titles.filters.status')}
          value={query.status}
          options={titleStatuses.map((status) => [status, t(`titles.status.${status}`)])}
          onChange={(status) => update({ status })}
        />
        <FilterSelect
          label={t('titles.filters.rating')}
          value={query.rating}
          options={ageRatings.map((rating) => [rating, rating])}
          onChange={(rating) => update({ rating })}
        />
        <FilterSelect
          label={t('titles.filters.tier')}
          value={query.tier}
          options={accessTiers.map((tier) => [tier, tCatalogue(`tier.${tier}`)])}
          onChange={(tier) => update({ tier })}
        />
        <FilterSelect
          label={t('titles.filters.genre')}
          value={query.genre}
          options={genres}
          onChange={(genre) => update({ genre })}
        />
      </div>
      <PagedTable
        result={titles}
        query={query}
        update={update}
        caption={t('titles.heading')}
        columns={columns}
        rowKey={(title) => title.slug}
        ascendingFirst={['name', 'status']}
        empty={
          filtered ? (
            <>
              <p>{t('titles.empty')}</p>
              <button
                type="button"
                className="btn btn-sm btn-outline-light"
                onClick={() =>
                  update({
                    q: undefined,
                    kind: undefined,
                    status: undefined,
                    rating: undefined,
                    tier: undefined,
                    genre: undefined,
                  })
                }
              >
                {t('table.clearFilters')}
              </button>
            </>
          ) : (
            <p>{t('titles.emptyAll')}</p>
          )
        }
      />
    </AdminPage>
  );
}

function TitleCell({ title }: { title: AdminTitleRow }) {
  const { t } = useTranslation('admin');
  return (
    <div className="admin-title-cell">
      <div className="admin-title-cell__poster">
        {title.poster && <ResponsiveImage image={title.poster} alt="" sizes="40px" />}
      </div>
      <div>
        <Link to={`/admin/titles/${title.slug}`} className="admin-title-cell__name" dir="auto">
          {title.name}
        </Link>
        <span className="admin-title-cell__slug">{title.slug}</span>
        {title.missingLanguages.length > 0 && (
          <span className="admin-title-cell__missing">
            {t('titles.missingLanguages', { languages: title.missingLanguages.join(', ') })}
          </span>
        )}
      </div>
    </div>
  );
}
