import { memberListQuerySchema, type AdminMemberRow } from '@reelhouse/contracts/members-admin';
import { userRoles } from '@reelhouse/contracts/session';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dateFormat } from '../../../shared/i18n/intl-formats';
import { useLocaleTag } from '../../../shared/i18n/use-locale-tag';
import { useAdminMembers } from '../api/members-queries';
import type { ConsoleColumn } from '../components/data-table';
import { PagedTable } from '../components/paged-table';
import { FilterSelect, SearchBox } from '../components/list-filters';
import { useListQuery } from '../components/use-list-query';
import { AdminPage } from '../layout/admin-page';
import '../routes/titles-page.css';

/** Members: search by name, username, e-mail or mobile number, a role filter, sorting and paging held in the address. */
export function MembersPage() {
  const { t } = useTranslation('admin');
  const [query, update] = useListQuery(memberListQuerySchema);
  const members = useAdminMembers(query);
  const date = dateFormat(useLocaleTag(), { dateStyle: 'medium' });

  const columns: ConsoleColumn<AdminMemberRow>[] = [
    {
      id: 'name',
      header: t('members.columns.name'),
      cell: ({ row }) => (
        <div>
          <Link to={`/admin/members/${row.original.id}`} className="admin-title-cell__name" dir="auto">
            {row.original.name}
          </Link>
          {row.original.email && (
            <span className="admin-title-cell__slug" dir="ltr">
              {row.original.email}
            </span>
          )}
        </div>
      ),
    },
    {
      id: 'mobile',
      header: t('members.fields.mobile'),
      enableSorting: false,
      cell: ({ row }) => <span dir="ltr">{row.original.mobile}</span>,
    },
    {
      id: 'role',
      header: t('members.fields.role'),
      enableSorting: false,
      cell: ({ row }) => t(`role.${row.original.role}`),
    },
    {
      id: 'joined',
      header: t('members.fields.joined'),
      cell: ({ row }) => date.format(new Date(row.original.joinedAt)),
    },
    {
      id: 'lastSeen',
      header: t('members.columns.lastSeen'),
      enableSorting: false,
      cell: ({ row }) =>
        row.original.lastSeenAt ? date.format(new Date(row.original.lastSeenAt)) : t('members.signedOut'),
    },
  ];

  return (
    <AdminPage title={t('nav.members')}>
      <div className="admin-filters">
        <SearchBox
          label={t('members.search')}
          hint={t('members.searchHint')}
          value={query.q ?? ''}
          onSearch={(q) => update({ q }, { replace: true })}
        />
        <FilterSelect
          label={t('members.fields.role')}
          value={query.role}
          options={userRoles.map((role) => [role, t(`role.${role}`)])}
          onChange={(role) => update({ role })}
        />
      </div>
      <PagedTable
        result={members}
        query={query}
        update={update}
        caption={t('nav.members')}
        columns={columns}
        rowKey={(member) => String(member.id)}
        ascendingFirst={['name']}
        empty={<p>{t('members.empty')}</p>}
      />
    </AdminPage>
  );
}
