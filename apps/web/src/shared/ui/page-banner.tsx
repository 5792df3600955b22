import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { webPaths } from '@reelhouse/contracts/web-routes';
import './page-banner.css';

/** The title band at the top of information pages, with a breadcrumb back home. */
export function PageBanner({ title, lead }: { title: string; lead?: string }) {
  const { t } = useTranslation();
  return (
    <section className="page-banner">
      <div className="container-xxl">
        <nav aria-label={t('breadcrumb.label')}>
          <ol className="page-banner__crumbs">
            <li>
              <Link to={webPaths.home}>{t('nav.home')}</Link>
            </li>
            <li aria-hidden>
              <ChevronRight size={14} className="page-banner__separator" />
            </li>
            <li aria-current="page">{title}</li>
          </ol>
        </nav>
        <h1 className="page-banner__title">{title}</h1>
        {lead && <p className="page-banner__lead">{lead}</p>}
      </div>
    </section>
  );
}
