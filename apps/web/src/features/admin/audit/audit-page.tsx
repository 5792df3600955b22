import { auditQuerySchema, type AuditLogLine } from '@reelhouse/contracts/audit-log';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuditLog } from '../api/audit-queries';
import type { ConsoleColumn } from '../components/data-table';
import { FilterSelect } from '../components/list-filters';
import { PagedTable } from '../components/paged-table';
import { useConsoleDates } from '../components/use-console-dates';
import { useListQuery } from '../components/use-list-query';
import { AdminPage } from '../layout/admin-page';
import { detailsOf, linkOf } from './audit-lines';
import '../routes/titles-page.css';
import './audit.css';

/** Every operator change: who, what, to which thing, when, and what changed; by operator, area and day. */
export function AuditPage() {
  const { t } = useTranslation('admin');
  const [query, update] = useListQuery(auditQuerySchema);
  const log = useAuditLog(query);
  const { moment } = useConsoleDates();
  const areaName = (area: string) => t(`audit.areas.${area}`, { defaultValue: area });
  const verbOf = (action: string) => {
    const verb = action.slice(action.indexOf('.') + 1);
    return t(`audit.verbs.${verb}`, { defaultValue: verb });
  };

  const columns: ConsoleColumn<AuditLogLine>[] = [
    {
      id: 'at',
      header: t('audit.columns.when'),
      enableSorting: false,
      cell: ({ row: { original: line } }) => <time dateTime={line.at}>{moment.format(new Date(line.at))}</time>,
    },
    {
      id: 'actor',
      header: t('audit.columns.who'),
      enableSorting: false,
      cell: ({ row: { original: line } }) =>
        line.actor ? <bdi>{line.actor.name}</bdi> : t('editor.history.unknownActor'),
    },
    {
      id: 'action',
      header: t('audit.columns.what'),
      enableSorting: false,
      cell: ({ row: { original: line } }) => {
        const to = linkOf(line.subject);
        const thing = <bdi dir="ltr">{line.subject.slice(line.subject.indexOf(':') + 1)}</bdi>;
        return (
          <span className="audit-what">
            {areaName(line.action.split('.')[0] ?? '')} · {verbOf(line.action)}
            <span className="admin-title-cell__slug">{to ? <Link to={to}>{thing}</Link> : thing}</span>
          </span>
        );
      },
    },
    {
      id: 'details',
      header: t('audit.columns.details'),
      enableSorting: false,
      cell: ({ row: { original: line } }) => (
        <ul className="audit-details">
          {detailsOf(line.details).map((detail) => (
            <li key={detail} dir="auto">
              {detail}
            </li>
          ))}
        </ul>
      ),
    },
  ];

  return (
    <AdminPage title={t('nav.audit')}>
      <div className="admin-filters">
        <FilterSelect
          label={t('audit.columns.who')}
          value={query.actor === undefined ? undefined : String(query.actor)}
          options={(log.data?.actors ?? []).map((actor) => [String(actor.id), actor.name])}
          onChange={(actor) => update({ actor })}
        />
        <FilterSelect
          label={t('audit.area')}
          value={query.area}
          options={(log.data?.areas ?? []).map((area) => [area, areaName(area)])}
          onChange={(area) => update({ area })}
        />
        <div className="admin-filter">
          <label htmlFor="audit-from">{t('payments.settlement.from')}</label>
          <input
            id="audit-from"
            type="date"
            className="form-control form-control-sm"
            value={query.from ?? ''}
            onChange={(event) => update({ from: event.target.value })}
          />
        </div>
        <div className="admin-filter">
          <label htmlFor="audit-to">{t('payments.settlement.to')}</label>
          <input
            id="audit-to"
            type="date"
            className="form-control form-control-sm"
            value={query.to ?? ''}
            onChange={(event) => update({ to: event.target.value })}
          />
        </div>
      </div>
      <PagedTable
        result={log}
        query={query}
        update={update}
        caption={t('nav.audit')}
        columns={columns}
        rowKey={(line) => String(line.id)}
        empty={<p>{t('audit.empty')}</p>}
      />
    </AdminPage>
  );
}
