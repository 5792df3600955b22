import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Entitlement } from '@reelhouse/contracts/entitlements';
import { dateFormat } from '../../../shared/i18n/intl-formats';
import { useLocaleTag } from '../../../shared/i18n/use-locale-tag';
import { StatusBadge, type StatusTone } from '../../../shared/ui/status-badge';
import { useMyPlanPeriods } from '../api/use-entitlement';

/** How a period reads now: running, bought ahead (starts later), or over in one way or another. */
function standingOf(period: Entitlement, now: number): { key: string; tone: StatusTone } {
  if (period.inForce) return { key: 'active', tone: 'success' };
  if (period.state === 'active' && Date.parse(period.startsAt) > now) return { key: 'upcoming', tone: 'pending' };
  return { key: period.state, tone: 'neutral' };
}

/**
 * My Account → Subscription: every period of a plan the member holds or held, from the entitlement
 * ledger — when it runs, whether it was paid or a gift, and how it stands. Nothing shows before the first.
 */
/** How a period came about, as the member reads it (downloads are listed with their orders). */
const sourceLabel = {
  payment: 'account.paid',
  grant: 'account.complimentary',
  grace: 'account.grace',
  order: 'account.paid',
} as const;

export function PlanPeriods() {
  const { t } = useTranslation('plans');
  const locale = useLocaleTag();
  const periods = useMyPlanPeriods();
  // The moment the page opened is precise enough for "starts later".
  const [now] = useState(Date.now);
  const day = dateFormat(locale, { dateStyle: 'medium' });
  if (!periods.data || periods.data.length === 0) return null;
  return (
    <>
      <h3 className="payment-history__title">{t('account.periods')}</h3>
      <div className="payment-history__scroll">
        <table className="payment-table">
          <caption className="visually-hidden">{t('account.periods')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('account.plan')}</th>
              <th scope="col">{t('account.from')}</th>
              <th scope="col">{t('account.until')}</th>
              <th scope="col">{t('account.how')}</th>
              <th scope="col">{t('account.state')}</th>
            </tr>
          </thead>
          <tbody>
            {periods.data.map((period) => {
              const standing = standingOf(period, now);
              return (
                <tr key={period.id}>
                  <td>{period.plan?.name}</td>
                  <td>{day.format(new Date(period.startsAt))}</td>
                  <td>{period.endsAt && day.format(new Date(period.endsAt))}</td>
                  <td>{t(sourceLabel[period.source])}</td>
                  <td>
                    <StatusBadge tone={standing.tone}>{t(`account.periodStates.${standing.key}`)}</StatusBadge>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
