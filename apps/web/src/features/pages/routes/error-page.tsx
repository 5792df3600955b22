import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { webPaths } from '@reelhouse/contracts/web-routes';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import './error-page.css';

/** The "page not found" screen, in the original's two designs: big numerals (one) or a broken reel (two). */
export function ErrorPage({ variant }: { variant: 'one' | 'two' }) {
  const { t } = useTranslation();
  usePageTitle(t('errorPage.title'));
  return (
    <div className={`error-page error-page--${variant}`}>
      <div className="error-page__art" aria-hidden>
        {variant === 'one' ? (
          <span className="error-page__code">404</span>
        ) : (
          <svg viewBox="0 0 120 120" className="error-page__reel">
            <circle cx="60" cy="60" r="52" />
            <circle cx="60" cy="60" r="9" />
            {[0, 72, 144, 216, 288].map((angle) => (
              <circle key={angle} cx="60" cy="30" r="12" transform={`rotate(${angle} 60 60)`} />
            ))}
          </svg>
        )}
      </div>
      <h1 className="error-page__title">{t('errorPage.title')}</h1>
      <p className="error-page__body">{t('errorPage.body')}</p>
      <Link className="btn btn-accent btn-lg" to={webPaths.home}>
        {t('errorPage.backHome')}
      </Link>
    </div>
  );
}
