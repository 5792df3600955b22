import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { gstStates, type GstStateCode } from '@reelhouse/contracts/gst';

const byName = [...gstStates].sort((a, b) => a.name.localeCompare(b.name));

const STORAGE_KEY = 'reelhouse.buyerState';

/** The state the member chose last time on this device, so they pick it once. */
export function rememberedBuyerState(): GstStateCode | null {
  const saved = localStorage.getItem(STORAGE_KEY);
  return gstStates.find((state) => state.code === saved)?.code ?? null;
}

export function rememberBuyerState(code: GstStateCode): void {
  localStorage.setItem(STORAGE_KEY, code);
}

/**
 * "Your state": asked before paying, because it decides the invoice's GST (CGST + SGST within the
 * seller's state, IGST from another). State names are written as GST invoices print them.
 */
export const BuyerStateField = forwardRef<
  HTMLSelectElement,
  { value: GstStateCode | null; onChange: (code: GstStateCode) => void; missing: boolean }
>(function BuyerStateField({ value, onChange, missing }, ref) {
  const { t } = useTranslation('plans');
  return (
    <div className="plans-page__state">
      <label className="form-label" htmlFor="buyer-state">
        {t('buyerState.label')}
      </label>
      <select
        ref={ref}
        id="buyer-state"
        className={`form-select${missing ? ' is-invalid' : ''}`}
        value={value ?? ''}
        aria-describedby={missing ? 'buyer-state-hint buyer-state-error' : 'buyer-state-hint'}
        aria-invalid={missing || undefined}
        onChange={(event) => {
          const chosen = gstStates.find((state) => state.code === event.target.value);
          if (chosen) onChange(chosen.code);
        }}
      >
        <option value="" disabled>
          {t('buyerState.choose')}
        </option>
        {byName.map((state) => (
          <option key={state.code} value={state.code} lang="en" dir="ltr">
            {state.name}
          </option>
        ))}
      </select>
      <p className="form-text" id="buyer-state-hint">
        {t('buyerState.hint')}
      </p>
      {missing && (
        <p className="invalid-feedback d-block" id="buyer-state-error" role="alert">
          {t('buyerState.missing')}
        </p>
      )}
    </div>
  );
});
