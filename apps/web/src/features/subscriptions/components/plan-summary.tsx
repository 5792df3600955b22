import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { webPaths } from '@reelhouse/contracts/web-routes';
import { useLocaleTag } from '../../../shared/i18n/use-locale-tag';
import { useMySubscription } from '../api/use-entitlement';

/** A plan ending within this many days gets a renewal reminder; one ended this recently, a notice. */
const REMIND_DAYS = 7;
const NOTICE_DAYS = 30;
const DAY_MS = 86_400_000;

/** My Account's plan: which one and until when, with a reminder before it ends and a notice after. */
export function PlanSummary() {
  const { t } = useTranslation('plans');
  const locale = useLocaleTag();
  const subscription = useMySubscription(true);
  // The moment the page opened is precise enough for "ends within a week".
  const [now] = useState(Date.now);
  const date = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(iso));
  if (!subscription.data) return <span className="skeleton" style={{ height: '1.25rem', display: 'block' }} />;
  const { active, plan, endsAt, endedAt } = subscription.data;
  if (active && plan && endsAt) {
    const daysLeft = (Date.parse(endsAt) - now) / DAY_MS;
    return (
      <>
        <p className="plan-summary__line">{t('account.activeUntil', { plan: plan.name, date: date(endsAt) })}</p>
        {daysLeft <= REMIND_DAYS && (
          <p className="plan-summary__notice" role="status">
            {t('account.renewSoon', { date: date(endsAt) })}{' '}
            <Link to={webPaths.subscription}>{t('account.renew')}</Link>
          </p>
        )}
      </>
    );
  }
  const recentlyEnded = endedAt !== null && now - Date.parse(endedAt) < NOTICE_DAYS * DAY_MS;
  return (
    <>
      <p className="plan-summary__line">
        {t('account.freePlan')} <Link to={webPaths.subscription}>{t('account.choose')}</Link>
      </p>
      {recentlyEnded && (
        <p className="plan-summary__notice" role="status">
          {t('account.ended', { date: date(endedAt) })}
        </p>
      )}
    </>
  );
}
