import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { webPaths } from '@reelhouse/contracts/web-routes';
import { useLocaleTag } from '../../../shared/i18n/use-locale-tag';
import { useMySubscription } from '../api/use-entitlement';
import { planNotice } from './plan-notice';
import { RenewalControls } from './renewal-controls';
import { RenewalTerms } from './renewal-terms';
import { dateFormat } from '../../../shared/i18n/intl-formats';

/**
 * My Account's plan: which one and until when, when it renews by itself and from which mandate, or
 * a reminder before it ends and a notice after.
 */
export function PlanSummary() {
  const { t } = useTranslation('plans');
  const locale = useLocaleTag();
  const subscription = useMySubscription(true);
  // The moment the page opened is precise enough for "ends within a week".
  const [now] = useState(Date.now);
  const date = (iso: string) => dateFormat(locale, { dateStyle: 'long' }).format(new Date(iso));
  if (!subscription.data) return <span className="skeleton" style={{ height: '1.25rem', display: 'block' }} />;
  const { active, plan, endsAt, endedAt } = subscription.data;
  const notice = planNotice(subscription.data, now);
  if (active && plan && endsAt) {
    return (
      <>
        <p className="plan-summary__line">{t('account.activeUntil', { plan: plan.name, date: date(endsAt) })}</p>
        <RenewalTerms status={subscription.data} date={date} />
        <p className="plan-summary__change">
          <Link to={webPaths.subscription}>{t('account.changePlan')}</Link>
        </p>
        <RenewalControls status={subscription.data} date={date} />
        {notice === 'renew' && (
          <p className="plan-summary__notice" role="status">
            {t('account.renewSoon', { date: date(endsAt) })}{' '}
            <Link to={webPaths.subscription}>{t('account.renew')}</Link>
          </p>
        )}
      </>
    );
  }
  return (
    <>
      <p className="plan-summary__line">
        {t('account.freePlan')} <Link to={webPaths.subscription}>{t('account.choose')}</Link>
      </p>
      {notice === 'ended' && endedAt && (
        <p className="plan-summary__notice" role="status">
          {t('account.ended', { date: date(endedAt) })}
        </p>
      )}
    </>
  );
}
