import { KeyRound } from 'lucide-react';
import { pinField } from '@reelhouse/contracts/pins';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../../shared/api/api-client';
import { digitsOnly } from '../../../shared/forms/digits-only';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { signInProblemText } from '../../auth';
import '../../../shared/styles/restricted-card.css';
import { useUnlockWithPin } from '../api/account-queries';
import '../../../shared/styles/pin-input.css';

const pinSchema = z.object({ pin: pinField });

/**
 * Shown in place of a title the parental PIN locks, at the title's own address: entering the PIN
 * unlocks A and U/A 16+ titles on this device, and the page shows the title.
 */
export function PinLockedNotice() {
  const { t } = useTranslation('account');
  usePageTitle(t('pin.lockedTitle'));
  const id = useId();
  const unlock = useUnlockWithPin();
  // The button waits for four digits, so what is wrong is said by the server: a wrong PIN or too many tries.
  const form = useZodForm(pinSchema, { defaultValues: { pin: '' }, errorText: () => t('pin.wrong') });
  const error =
    unlock.error instanceof ApiError && unlock.error.status === 400
      ? t('pin.wrong')
      : unlock.isError
        ? signInProblemText(unlock.error, 'otp', t)
        : null;
  const onSubmit = form.handleSubmit(({ pin }) => unlock.mutate(pin));
  return (
    <section className="restricted">
      <form className="restricted__card surface-card" onSubmit={onSubmit} noValidate>
        <span className="restricted__icon" aria-hidden>
          <KeyRound size={30} />
        </span>
        <h1 className="restricted__title">{t('pin.lockedTitle')}</h1>
        <p className="restricted__body">{t('pin.lockedBody')}</p>
        <label className="form-label" htmlFor={`${id}-pin`}>
          {t('pin.pin')}
        </label>
        <input
          id={`${id}-pin`}
          className={`form-control form-control-lg pin-input mx-auto ${error ? 'is-invalid' : ''}`}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          dir="ltr"
          maxLength={4}
          {...digitsOnly(form.register('pin'), 4)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-pin-error` : undefined}
        />
        {error && (
          <div className="invalid-feedback d-block" id={`${id}-pin-error`} role="alert">
            {error}
          </div>
        )}
        <div className="restricted__actions">
          <button
            type="submit"
            className="btn btn-accent btn-lg"
            disabled={form.watch('pin').length !== 4 || unlock.isPending}
          >
            {t('pin.unlock')}
          </button>
        </div>
      </form>
    </section>
  );
}
