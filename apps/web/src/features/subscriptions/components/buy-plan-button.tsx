import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { Plan } from '@reelhouse/contracts/plans';
import { webPaths } from '@reelhouse/contracts/web-routes';
import { useSession } from '../../auth/api/get-session';
import { safeNextPath } from '../../auth/components/code-request';
import { ApiError } from '../../../shared/api/api-client';
import { AFTER_PAYMENT_KEY, useStartPayment } from '../api/payment-queries';

/** What to tell the member when a payment could not start, by the server's problem code. */
function buyErrorOf(error: Error): 'offline' | 'gateway' | 'signIn' | 'failed' {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.status === 0) return 'offline';
  if (error.problem?.code === 'service_unavailable') return 'gateway';
  if (error.problem?.code === 'unauthenticated') return 'signIn';
  return 'failed';
}

/**
 * Buys a paid plan: visitors sign in first and come back here; members go to the gateway's page.
 * A `next` in the address (the title that asked for a plan) is where the success page leads.
 */
export function BuyPlanButton({ plan }: { plan: Plan }) {
  const { t } = useTranslation('plans');
  const { authenticated } = useSession();
  const [search] = useSearchParams();
  const start = useStartPayment();
  const errorId = `buy-${plan.code}-error`;
  if (plan.price.totalPaise === 0) return null;
  if (!authenticated) {
    const back = `${webPaths.subscription}?${search.toString()}`;
    return (
      <Link className="btn btn-accent w-100" to={`${webPaths.login}?next=${encodeURIComponent(back)}`}>
        {t('buy.signIn', { plan: plan.name })}
      </Link>
    );
  }
  return (
    <div className="plan-card__buy">
      <button
        type="button"
        className="btn btn-accent w-100"
        disabled={start.isPending || start.isSuccess}
        aria-describedby={start.isError ? errorId : undefined}
        onClick={() => {
          const next = safeNextPath(search.get('next'));
          if (next) sessionStorage.setItem(AFTER_PAYMENT_KEY, next);
          start.mutate({ planId: plan.id });
        }}
      >
        {start.isPending || start.isSuccess ? t('buy.starting') : t('buy.choose', { plan: plan.name })}
      </button>
      {start.isError && (
        <p className="invalid-feedback d-block" id={errorId} role="alert">
          {t(`buy.errors.${buyErrorOf(start.error)}`)}
        </p>
      )}
    </div>
  );
}
