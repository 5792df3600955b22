import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { GstStateCode } from '@reelhouse/contracts/gst';
import type { Plan } from '@reelhouse/contracts/plans';
import { webPaths } from '@reelhouse/contracts/web-routes';
import { useSession } from '../../../shared/session/session-query';
import { useMemberAction } from '../../../shared/session/use-member-action';
import { safeNextPath } from '../../../shared/routing/safe-next-path';
import { ApiError } from '../../../shared/api/api-client';
import { useLocaleTag } from '../../../shared/i18n/use-locale-tag';
import { AFTER_PAYMENT_KEY, useStartPayment } from '../api/payment-queries';
import type { PlanStanding } from './plan-standing';
import { dateFormat } from '../../../shared/i18n/intl-formats';

/** What to tell the member when a payment could not start, by the server's problem code. */
function buyErrorOf(error: Error): 'offline' | 'gateway' | 'signIn' | 'failed' {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.status === 0) return 'offline';
  if (error.problem?.code === 'service_unavailable') return 'gateway';
  if (error.problem?.code === 'unauthenticated') return 'signIn';
  return 'failed';
}

/** What the button does for a member who holds a plan: what it is called and what it explains. */
export interface PlanChange {
  standing: PlanStanding;
  /** The plan held now and when its paid time ends. */
  held: { name: string; endsAt: string } | null;
}

/**
 * Buys a paid plan: visitors sign in first and come back here; members go to the gateway's page.
 * A `next` in the address (the title that asked for a plan) is where the success page leads.
 * A member who holds a plan is told before paying when the new one starts.
 */
export function BuyPlanButton({
  plan,
  change,
  buyerState,
  autopay,
}: {
  plan: Plan;
  change?: PlanChange;
  /** The member's state for GST, or what to do when they have not chosen it yet. */
  buyerState: { code: GstStateCode | null; ask: () => void };
  /** Renew by itself through a UPI Autopay mandate set up with this payment. */
  autopay: boolean;
}) {
  const { t } = useTranslation('plans');
  const { authenticated } = useSession();
  const asMember = useMemberAction();
  const [search] = useSearchParams();
  const start = useStartPayment();
  const locale = useLocaleTag();
  const errorId = `buy-${plan.code}-error`;
  const noteId = `buy-${plan.code}-note`;
  if (plan.price.totalPaise === 0) return null;
  if (!authenticated) {
    const back = `${webPaths.subscription}?${search.toString()}`;
    return (
      <Link
        className="btn btn-accent w-100"
        to={`${webPaths.login}?next=${encodeURIComponent(back)}`}
        onClick={(event) => {
          // Right after the page loads it may not be known yet who is signed in: a member stays
          // here, where this turns into their own button, and a visitor goes on to sign in.
          event.preventDefault();
          void asMember(() => undefined, back);
        }}
      >
        {t('buy.signIn', { plan: plan.name })}
      </Link>
    );
  }
  const held = change?.held;
  const endDate = held ? dateFormat(locale, { dateStyle: 'long' }).format(new Date(held.endsAt)) : '';
  const words = { plan: plan.name, current: held?.name ?? '', date: endDate };
  const standing = held && change.standing !== 'choose' ? change.standing : null;
  return (
    <div className="plan-card__buy">
      {standing && (
        <p className="plan-card__note" id={noteId}>
          {t(`change.${standing}.note`, words)}
        </p>
      )}
      <button
        type="button"
        className={`btn w-100 ${standing === 'current' || standing === 'later' ? 'btn-outline-light' : 'btn-accent'}`}
        disabled={start.isPending || start.isSuccess}
        aria-describedby={[standing ? noteId : '', start.isError ? errorId : ''].join(' ').trim() || undefined}
        onClick={() => {
          const next = safeNextPath(search.get('next'));
          if (!buyerState.code) {
            buyerState.ask();
            return;
          }
          if (next) sessionStorage.setItem(AFTER_PAYMENT_KEY, next);
          start.mutate({ planId: plan.id, buyerState: buyerState.code, ...(autopay && { autopay }) });
        }}
      >
        {start.isPending || start.isSuccess
          ? t('buy.starting')
          : standing
            ? t(`change.${standing}.action`, words)
            : t('buy.choose', { plan: plan.name })}
      </button>
      {start.isError && (
        <p className="invalid-feedback d-block" id={errorId} role="alert">
          {t(`buy.errors.${buyErrorOf(start.error)}`)}
        </p>
      )}
    </div>
  );
}
