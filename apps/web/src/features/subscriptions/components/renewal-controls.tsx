import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubscriptionStatus } from '@reelhouse/contracts/payments';
import { useChangeRenewal } from '../api/use-entitlement';

/**
 * Cancel and resume on My Account, in two clicks each: "Cancel renewal" asks to confirm and says
 * what happens (the plan runs to its end, nothing more is taken); a cancelled plan that still runs
 * offers "Resume renewal".
 */
export function RenewalControls({ status, date }: { status: SubscriptionStatus; date: (iso: string) => string }) {
  const { t } = useTranslation('plans');
  const change = useChangeRenewal();
  const [confirming, setConfirming] = useState(false);
  const resumable = status.active && !status.autoRenew && status.mandate?.state === 'active';
  if (!status.autoRenew && !resumable) return null;
  const error = change.isError && (
    <p className="invalid-feedback d-block" role="alert">
      {t('renewal.failed')}
    </p>
  );
  if (resumable)
    return (
      <div className="renewal-controls">
        <p className="renewal-controls__note">{t('renewal.cancelled', { date: date(status.endsAt ?? '') })}</p>
        <button
          type="button"
          className="btn btn-accent btn-sm"
          disabled={change.isPending}
          onClick={() => change.mutate('resume')}
        >
          {t('renewal.resume')}
        </button>
        {error}
      </div>
    );
  if (!confirming)
    return (
      <div className="renewal-controls">
        <button type="button" className="btn btn-outline-light btn-sm" onClick={() => setConfirming(true)}>
          {t('renewal.cancel')}
        </button>
      </div>
    );
  return (
    <div className="renewal-controls" role="group" aria-labelledby="renewal-confirm">
      <p className="renewal-controls__note" id="renewal-confirm">
        {t('renewal.confirm', { date: date(status.endsAt ?? '') })}
      </p>
      <button
        type="button"
        className="btn btn-danger btn-sm"
        disabled={change.isPending}
        onClick={() => change.mutate('cancel', { onSuccess: () => setConfirming(false) })}
      >
        {t('renewal.confirmCancel')}
      </button>
      <button type="button" className="btn btn-link btn-sm" onClick={() => setConfirming(false)}>
        {t('renewal.keep')}
      </button>
      {error}
    </div>
  );
}
