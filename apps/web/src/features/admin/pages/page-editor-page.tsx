import {
  contentPageKeySchema,
  placeholderNames,
  type AdminContentPage,
  type ContentPageKey,
} from '@reelhouse/contracts/content-pages';
import { htmlLangOf, isLanguage, languages, type Language } from '@reelhouse/contracts/locales';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useLocaleTag } from '../../../shared/i18n/use-locale-tag';
import { LoadError } from '../../../shared/ui/load-error';
import { PageLoading } from '../../../shared/ui/page-loading';
import { useStoredPage } from '../api/pages-queries';
import { AdminPage } from '../layout/admin-page';
import { NotFoundPage } from '../routes/not-found-page';
import { PageForm } from './page-form-view';

/** `/admin/pages/<page>/<language>` (English when none is named): one language of a policy page or the FAQ, edited beside its preview. */
export function PageEditorPage() {
  const params = useParams();
  const key = contentPageKeySchema.safeParse(params.key);
  const lang = params.lang ?? 'en';
  if (!key.success || !isLanguage(lang)) return <NotFoundPage />;
  return <PageEditor key={`${key.data}-${lang}`} pageKey={key.data} lang={lang} />;
}

function PageEditor({ pageKey, lang }: { pageKey: ContentPageKey; lang: Language }) {
  const { t } = useTranslation('admin');
  const page = useStoredPage(pageKey, lang);
  const name = t(`pages.names.${pageKey}`);
  return (
    <AdminPage title={name} crumbs={[{ label: t('nav.pages'), to: '/admin/pages' }]}>
      <LanguageLinks pageKey={pageKey} lang={lang} />
      {page.isError ? (
        <LoadError onRetry={() => void page.refetch()} />
      ) : page.isPending ? (
        <PageLoading />
      ) : (
        <EditorBody page={page.data} />
      )}
    </AdminPage>
  );
}

/** The placeholders as the operator types them, for the hint that names them. */
const typedPlaceholders = Object.fromEntries(placeholderNames.map((name) => [name, `{{${name}}}`]));

function EditorBody({ page }: { page: AdminContentPage }) {
  const { t } = useTranslation('admin');
  const language = new Intl.DisplayNames([useLocaleTag()], { type: 'language' }).of(htmlLangOf[page.lang]);
  return (
    <>
      {!page.saved && (
        <p className="console-note" role="status">
          {t('pages.notWritten', { language })}
        </p>
      )}
      <p className="text-muted-rh">{t('pages.placeholders', typedPlaceholders)}</p>
      <PageForm page={page} />
    </>
  );
}

/** One link per language, the one being edited marked as the current page. */
function LanguageLinks({ pageKey, lang }: { pageKey: ContentPageKey; lang: Language }) {
  const { t } = useTranslation('admin');
  const names = new Intl.DisplayNames([useLocaleTag()], { type: 'language' });
  return (
    <nav className="admin-tabs" aria-label={t('pages.languages')}>
      {languages.map((other) => (
        <Link key={other} to={`/admin/pages/${pageKey}/${other}`} aria-current={other === lang ? 'page' : undefined}>
          {names.of(htmlLangOf[other])}
        </Link>
      ))}
    </nav>
  );
}
