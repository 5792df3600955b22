import { KeyRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../shared/api/api-client';
import { usePublicConfig } from '../../../shared/config/public-config-query';
import { useSession } from '../../../shared/session/session-query';
import { useClaimSetup } from '../api/admin-queries';

/** Where the token waits while its holder signs in (this tab only, gone when it closes). */
const TOKEN_KEY = 'reelhouse.operatorSetup';

/**
 * The token arrives in the link's fragment (never sent to a server, so never in a log); it is kept
 * in this tab's storage and taken off the address at once, so it survives the trip to sign-in.
 */
function useSetupToken(): string | null {
  const { hash, pathname } = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => {
    const fromLink = hash.slice(1);
    try {
      if (fromLink) sessionStorage.setItem(TOKEN_KEY, fromLink);
      return fromLink || sessionStorage.getItem(TOKEN_KEY);
    } catch {
      return fromLink || null;
    }
  });
  useEffect(() => {
    if (hash) void navigate(pathname, { replace: true });
  }, [hash, pathname, navigate]);
  return token;
}

const forget = () => {
  try {
    sessionStorage.removeItem(TOKEN_KEY);
  } catch {
    // Storage refused: nothing was kept.
  }
};

/** Becoming the first operator with the link the server printed while nobody runs the service. */
export function SetupPage() {
  const { t } = useTranslation('admin');
  const { serviceName } = usePublicConfig();
  const session = useSession();
  const token = useSetupToken();
  const claim = useClaimSetup();

  const failure = (error: unknown) => {
    if (!(error instanceof ApiError)) return t('setup.failed');
    if (error.status === 404 || error.status === 400) return t('setup.invalid');
    return error.status === 409 ? t('setup.taken') : t('setup.failed');
  };

  return (
    <main className="admin-standalone" id="main" tabIndex={-1}>
      <div className="admin-standalone__card surface-card">
        <KeyRound aria-hidden size={40} className="admin-standalone__icon" />
        <h1>{t('setup.title', { service: serviceName })}</h1>
        <p>{t('setup.intro', { service: serviceName })}</p>
        {!token ? (
          <p role="alert">{t('setup.noToken')}</p>
        ) : claim.isSuccess ? (
          <>
            <p role="status">{t('setup.done')}</p>
            <Link to="/admin" className="btn btn-accent">
              {t('setup.open')}
            </Link>
          </>
        ) : !session.authenticated || !session.user ? (
          <>
            <p>{t('setup.signInFirst')}</p>
            <Link to={`/login?${new URLSearchParams({ next: '/admin/setup' })}`} className="btn btn-accent">
              {t('setup.signIn')}
            </Link>
          </>
        ) : (
          <>
            <p>{t('setup.signedInAs', { name: session.user.displayName })}</p>
            {claim.isError && <p role="alert">{failure(claim.error)}</p>}
            <button
              type="button"
              className="btn btn-accent"
              disabled={claim.isPending}
              onClick={() => claim.mutate(token, { onSuccess: forget })}
            >
              {claim.isPending ? t('setup.claiming') : t('setup.claim')}
            </button>
          </>
        )}
      </div>
    </main>
  );
}
