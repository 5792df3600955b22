import { useTranslation } from 'react-i18next';
import { planChangeRefusals, type PlanChangeKind } from '@reelhouse/contracts/plan-changes';
import type { SubscriptionStatus } from '@reelhouse/contracts/payments';
import { rupees } from '@reelhouse/contracts/payments';
import type { Plan } from '@reelhouse/contracts/plans';
import { ApiError } from '../../../shared/api/api-client';
import { dateFormat } from '../../../shared/i18n/intl-formats';
import { useIsolate } from '../../../shared/i18n/use-isolate';
import { useLocaleTag } from '../../../shared/i18n/use-locale-tag';
import { useChangePlan, usePlanChangeQuote } from '../api/plan-change-queries';

/** The words for a change that could not be worked out or made: the server's reason, else a network or general failure. */
function refusalOf(error: Error): string {
  if (!(error instanceof ApiError)) return 'buy.errors.failed';
  const reason = planChangeRefusals.find((known) => known === error.problem?.reason);
  if (reason) return `change.refused.${reason}`;
  if (error.status === 0) return 'buy.errors.offline';
  if (error.problem?.code === 'service_unavailable') return 'buy.errors.gateway';
  return 'buy.errors.failed';
}

/**
 * Manage subscription's change of plan on a plan's card, in one click after reading what it does:
 * an upgrade states the prorated price the server worked out before going on to pay it; a
 * downgrade says when it starts and what renewal will cost; keeping one's plan undoes a downgrade.
 */
export function ChangePlanButton({
  plan,
  kind,
  subscription,
}: {
  plan: Plan;
  kind: PlanChangeKind;
  subscription: SubscriptionStatus;
}) {
  const { t } = useTranslation('plans');
  const locale = useLocaleTag();
  const isolate = useIsolate();
  const quote = usePlanChangeQuote(plan.id, kind === 'upgrade');
  const change = useChangePlan();
  const date = (iso: string | null | undefined) =>
    iso ? dateFormat(locale, { dateStyle: 'long' }).format(new Date(iso)) : '';
  const money = (paise: number) => isolate(`₹${rupees(paise)}`);
  const noteId = `change-${plan.code}-note`;
  const errorId = `change-${plan.code}-error`;
  const renewsAt = date(subscription.nextRenewalAt ?? subscription.endsAt);
  const words = {
    plan: plan.name,
    current: subscription.plan?.name ?? '',
    next: subscription.renewal?.plan.name ?? '',
    date: renewsAt,
    amount: money(plan.price.totalPaise),
  };

  if (kind === 'downgrade' && subscription.renewal?.plan.code === plan.code)
    return (
      <div className="plan-card__buy">
        <p className="plan-card__note" role="status">
          {t('change.downgrade.chosen', words)}
        </p>
      </div>
    );
  if (kind === 'upgrade' && !quote.data)
    return (
      <div className="plan-card__buy">
        {quote.isError ? (
          <p className="plan-card__note" role="alert">
            {t(refusalOf(quote.error))}
          </p>
        ) : (
          <p className="plan-card__note">{t('change.upgrade.quoting')}</p>
        )}
      </div>
    );
  const offer = quote.data;
  const note =
    kind === 'upgrade' && offer?.price
      ? [
          t('change.upgrade.quote', { ...words, amount: money(offer.price.totalPaise), date: date(offer.until) }),
          offer.renewalPaise !== null ? t('change.upgrade.renews', { amount: money(offer.renewalPaise) }) : '',
        ]
          .join(' ')
          .trim()
      : t(`change.${kind}.note`, words);
  const busy = change.isPending || (change.isSuccess && change.data.payment !== null);
  return (
    <div className="plan-card__buy">
      <p className="plan-card__note" id={noteId}>
        {note}
      </p>
      <button
        type="button"
        className={`btn w-100 ${kind === 'upgrade' ? 'btn-accent' : 'btn-outline-light'}`}
        disabled={busy}
        aria-describedby={[noteId, change.isError ? errorId : ''].join(' ').trim()}
        onClick={() => change.mutate(plan.id)}
      >
        {busy && kind === 'upgrade' ? t('buy.starting') : t(`change.${kind}.action`, words)}
      </button>
      {change.isError && (
        <p className="invalid-feedback d-block" id={errorId} role="alert">
          {t(refusalOf(change.error))}
        </p>
      )}
    </div>
  );
}
