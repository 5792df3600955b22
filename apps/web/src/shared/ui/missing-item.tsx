import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../hooks/use-page-title';
import './missing-item.css';

/** A detail address that names nothing (a removed title, a mistyped link): say so and offer a way on. */
export function MissingItem({ listTo, listLabel }: { listTo: string; listLabel: string }) {
  const { t } = useTranslation();
  usePageTitle(t('missing.title'));
  return (
    <section className="container-xxl missing-item">
      <SearchX aria-hidden size={40} />
      <h1 className="missing-item__title">{t('missing.title')}</h1>
      <p className="text-muted-rh">{t('missing.body')}</p>
      <div className="d-flex flex-wrap gap-3 justify-content-center">
        <Link className="btn btn-accent" to={listTo}>
          {listLabel}
        </Link>
        <Link className="btn btn-outline-light" to="/">
          {t('missing.home')}
        </Link>
      </div>
    </section>
  );
}
