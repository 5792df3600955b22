import { webPaths } from '@reelhouse/contracts/web-routes';
import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { useSession } from '../../auth/api/get-session';
import './restricted-content-page.css';

/**
 * What a viewer sees instead of a title they may not watch. Visitors get both ways in; a signed-in
 * member is already logged in, so only the plan is offered. Detail pages show it in place of a
 * restricted title, at the title's own address.
 */
export function RestrictedNotice() {
  const { t } = useTranslation();
  const { authenticated } = useSession();
  usePageTitle(t('restricted.title'));

  return (
    <section className="restricted">
      <div className="restricted__card surface-card">
        <span className="restricted__icon" aria-hidden>
          <Lock size={30} />
        </span>
        <h1 className="restricted__title">{t('restricted.title')}</h1>
        <p className="restricted__body">{authenticated ? t('restricted.memberBody') : t('restricted.body')}</p>
        <div className="restricted__actions">
          <Link className="btn btn-accent btn-lg" to={webPaths.subscription}>
            {t('restricted.subscribe')}
          </Link>
          {!authenticated && (
            <Link className="btn btn-outline-light btn-lg" to={webPaths.login}>
              {t('restricted.login')}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
