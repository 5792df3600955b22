import { useTranslation } from 'react-i18next';
import { rupees, type SubscriptionStatus } from '@reelhouse/contracts/payments';
import { useIsolate } from '../../../shared/i18n/use-isolate';
import './renewal-terms.css';

/**
 * How a plan goes on: when it renews by itself, as which plan and for how much, and the UPI
 * Autopay mandate it is paid from. My Account and the console's member page say it alike.
 */
export function RenewalTerms({ status, date }: { status: SubscriptionStatus; date: (iso: string) => string }) {
  const { t } = useTranslation('plans');
  const isolate = useIsolate();
  const { nextRenewalAt, renewal, mandate } = status;
  return (
    <>
      {nextRenewalAt && renewal && (
        <p className="plan-summary__renewal">
          {t('account.renewsOn', {
            date: date(nextRenewalAt),
            plan: renewal.plan.name,
            amount: isolate(`₹${rupees(renewal.amountPaise)}`),
          })}
        </p>
      )}
      {mandate && (
        <p className="plan-summary__mandate">
          {mandate.state === 'active'
            ? t('account.mandateActive', { amount: isolate(`₹${rupees(mandate.maxAmountPaise)}`) })
            : t('account.mandateStopped', { state: t(`account.mandateStates.${mandate.state}`) })}
        </p>
      )}
    </>
  );
}
