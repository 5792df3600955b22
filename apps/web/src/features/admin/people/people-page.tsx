import { departments } from '@reelhouse/contracts/catalogue-values';
import { personListQuerySchema, type AdminPersonRow } from '@reelhouse/contracts/people-admin';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ResponsiveImage } from '../../../shared/ui/responsive-image';
import { useAdminPeople } from '../api/catalogue-terms-queries';
import type { ConsoleColumn } from '../components/data-table';
import { PagedTable } from '../components/paged-table';
import { FilterSelect, SearchBox } from '../components/list-filters';
import { useListQuery } from '../components/use-list-query';
import { AdminPage } from '../layout/admin-page';
import '../routes/titles-page.css';
import './people.css';

/** Cast and crew: search, a department filter, sorting and paging held in the address. */
export function PeoplePage() {
  const { t } = useTranslation('admin');
  const { t: tCatalogue } = useTranslation('catalogue');
  const [query, update] = useListQuery(personListQuerySchema);
  const people = useAdminPeople(query);

  const columns: ConsoleColumn<AdminPersonRow>[] = [
    {
      id: 'name',
      header: t('people.columns.name'),
      cell: ({ row }) => <PersonCell person={row.original} />,
    },
    {
      id: 'knownFor',
      header: t('people.knownFor'),
      enableSorting: false,
      cell: ({ row }) => tCatalogue(`department.${row.original.knownFor}`),
    },
    {
      id: 'credits',
      header: t('people.columns.credits'),
      cell: ({ row }) => row.original.credits,
    },
  ];

  return (
    <AdminPage
      title={t('nav.people')}
      actions={
        <Link to="/admin/people/new" className="btn btn-accent">
          <Plus aria-hidden size={16} />
          {t('people.add')}
        </Link>
      }
    >
      <div className="admin-filters">
        <SearchBox
          label={t('people.search')}
          hint={t('people.searchHint')}
          value={query.q ?? ''}
          onSearch={(q) => update({ q }, { replace: true })}
        />
        <FilterSelect
          label={t('people.knownFor')}
          value={query.knownFor}
          options={departments.map((department) => [department, tCatalogue(`department.${department}`)])}
          onChange={(knownFor) => update({ knownFor })}
        />
      </div>
      <PagedTable
        result={people}
        query={query}
        update={update}
        caption={t('nav.people')}
        columns={columns}
        rowKey={(person) => person.slug}
        ascendingFirst={['name']}
        empty={<p>{query.q || query.knownFor ? t('people.empty') : t('people.emptyAll')}</p>}
      />
    </AdminPage>
  );
}

function PersonCell({ person }: { person: AdminPersonRow }) {
  const { t } = useTranslation('admin');
  return (
    <div className="admin-title-cell">
      <div className="admin-title-cell__poster person-cell__portrait">
        {person.portrait && <ResponsiveImage image={person.portrait} alt="" sizes="40px" />}
      </div>
      <div>
        <Link to={`/admin/people/${person.slug}`} className="admin-title-cell__name" dir="auto">
          {person.name}
        </Link>
        <span className="admin-title-cell__slug">{person.slug}</span>
        {person.missingLanguages.length > 0 && (
          <span className="admin-title-cell__missing">
            {t('titles.missingLanguages', { languages: person.missingLanguages.join(', ') })}
          </span>
        )}
      </div>
    </div>
  );
}
