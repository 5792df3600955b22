import type { TermKind } from '@reelhouse/contracts/terms-admin';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTermUsage } from '../api/catalogue-terms-queries';

/** Where a genre or tag is used: the titles filed under it (the first few) and the rails built on it. */
export function TermUsageList({ kind, slug }: { kind: TermKind; slug: string }) {
  const { t } = useTranslation('admin');
  const usage = useTermUsage(kind, slug);
  if (usage.isPending) return <p className="term-usage">{t('terms.usage.loading')}</p>;
  if (usage.isError) return <p className="term-usage">{t('terms.usage.failed')}</p>;
  const { titles, rails } = usage.data;
  if (titles.total === 0 && rails.length === 0) return <p className="term-usage">{t('terms.usage.unused')}</p>;
  const more = titles.total - titles.first.length;
  return (
    <div className="term-usage">
      {titles.total > 0 && (
        <>
          <p>{t('terms.usage.titles', { count: titles.total })}</p>
          <ul>
            {titles.first.map((title) => (
              <li key={title.slug}>
                <Link to={`/admin/titles/${title.slug}`} dir="auto">
                  {title.name}
                </Link>
              </li>
            ))}
            {more > 0 && <li>{t('terms.usage.more', { count: more })}</li>}
          </ul>
        </>
      )}
      {rails.length > 0 && (
        <>
          <p>{t('terms.usage.rails', { count: rails.length })}</p>
          <ul>
            {rails.map((rail) => (
              <li key={rail.id}>
                <Link to={`/admin/curation?placement=${rail.placement}`} dir="auto">
                  {rail.name}
                </Link>{' '}
                <span className="text-muted-rh">
                  ({t(`curation.page.${rail.placement}`, { defaultValue: rail.placement })})
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
