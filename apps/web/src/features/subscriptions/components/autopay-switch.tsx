import { useTranslation } from 'react-i18next';

/**
 * "Renew automatically with UPI Autopay": on by default where the gateway offers it; off buys one
 * period, as before. The member approves the mandate on PhonePe's page with the first payment.
 */
export function AutopaySwitch({ checked, onChange }: { checked: boolean; onChange: (on: boolean) => void }) {
  const { t } = useTranslation('plans');
  return (
    <div className="plans-page__autopay form-check form-switch">
      <input
        className="form-check-input"
        type="checkbox"
        role="switch"
        id="autopay"
        checked={checked}
        aria-describedby="autopay-hint"
        onChange={(event) => onChange(event.target.checked)}
      />
      <label className="form-check-label" htmlFor="autopay">
        {t('autopay.label')}
      </label>
      <p className="form-text" id="autopay-hint">
        {t('autopay.hint')}
      </p>
    </div>
  );
}
