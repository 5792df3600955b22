import { webPaths } from '@reelhouse/contracts/web-routes';
import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { useSession } from '../../../shared/session/session-query';
import '../../../shared/styles/restricted-card.css';

/**
 * What a viewer sees instead of a title they may not watch. Visitors get both ways in; a signed-in
 * member is already logged in, so only the plan is offered. Detail pages show it in place of a
 * restricted title, at the title's own address.
 */
export function RestrictedNotice() {
  const { t } = useTranslation();
  const { authenticated } = useSession();
  const location = useLocation();
  usePageTitle(t('restricted.title'));
  // Shown at the title's own address: after subscribing or signing in, the viewer comes back here.
  const here = location.pathname === webPaths.restrictedContent ? null : location.pathname + location.search;
  const next = here ? `?next=${encodeURIComponent(here)}` : '';

  return (
    <section className="restricted">
      <div className="restricted__card surface-card">
        <span className="restricted__icon" aria-hidden>
          <Lock size={30} />
        </span>
        <h1 className="restricted__title">{t('restricted.title')}</h1>
        <p className="restricted__body">{authenticated ? t('restricted.memberBody') : t('restricted.body')}</p>
        <div className="restricted__actions">
          <Link className="btn btn-accent btn-lg" to={webPaths.subscription + next}>
            {t('restricted.subscribe')}
          </Link>
          {!authenticated && (
            <Link className="btn btn-outline-light btn-lg" to={webPaths.login + next}>
              {t('restricted.login')}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
