import { htmlLangOf, languages } from '@reelhouse/contracts/locales';
import type { ContentPageIndex } from '@reelhouse/contracts/content-pages';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocaleTag } from '../../../shared/i18n/use-locale-tag';
import { LoadError } from '../../../shared/ui/load-error';
import { StatusBadge } from '../../../shared/ui/status-badge';
import { useContentPageIndex } from '../api/pages-queries';
import { FigureTable } from '../components/figure-table';
import { useConsoleDates } from '../components/use-console-dates';
import { AdminPage } from '../layout/admin-page';

type IndexedPage = ContentPageIndex['items'][number];

/** The policy pages and the FAQ: for each language, when it was last saved or that visitors read English. */
export function PagesPage() {
  const { t } = useTranslation('admin');
  const pages = useContentPageIndex();
  const dates = useConsoleDates();
  const names = new Intl.DisplayNames([useLocaleTag()], { type: 'language' });
  if (pages.isError) return <LoadError onRetry={() => void pages.refetch()} />;
  const savedAt = (page: IndexedPage, lang: string) => page.languages.find((entry) => entry.lang === lang)?.updatedAt;
  return (
    <AdminPage title={t('nav.pages')}>
      <p className="text-muted-rh">{t('pages.intro')}</p>
      {pages.isPending ? (
        <p className="text-muted-rh">{t('table.loading')}</p>
      ) : (
        <FigureTable
          caption={t('nav.pages')}
          empty={t('pages.none')}
          rows={pages.data.items}
          rowKey={(page) => page.key}
          columns={[
            {
              header: t('pages.columns.page'),
              cell: (page) => (
                <Link to={`/admin/pages/${page.key}/en`} className="admin-title-cell__name">
                  {t(`pages.names.${page.key}`)}
                </Link>
              ),
            },
            ...languages.map((lang) => ({
              header: names.of(htmlLangOf[lang]) ?? lang,
              cell: (page: IndexedPage) => {
                const at = savedAt(page, lang);
                return (
                  <Link to={`/admin/pages/${page.key}/${lang}`}>
                    {at ? (
                      <time dateTime={at}>{dates.day.format(new Date(at))}</time>
                    ) : (
                      <StatusBadge tone="pending">{t('pages.missing')}</StatusBadge>
                    )}
                    {/* What the link does, for whoever hears the cell without its column. */}
                    <span className="visually-hidden">
                      {` · ${t('pages.editIn', { page: t(`pages.names.${page.key}`), language: names.of(htmlLangOf[lang]) })}`}
                    </span>
                  </Link>
                );
              },
            })),
          ]}
        />
      )}
    </AdminPage>
  );
}
