import { pinField } from '@reelhouse/contracts/pins';
import { KeyRound } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../../shared/api/api-client';
import { digitsOnly } from '../../../shared/forms/digits-only';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import '../../../shared/styles/pin-input.css';

const lockSchema = z.object({ pin: pinField });

/** Asks for a locked profile's PIN before the device watches as it. */
export function ProfileLockForm({
  name,
  pending,
  onUnlock,
  onCancel,
}: {
  name: string;
  pending: boolean;
  /** Sends the PIN; `failed` is called with the server's refusal. */
  onUnlock: (pin: string, failed: (error: unknown) => void) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('profiles');
  const id = useId();
  const form = useZodForm(lockSchema, { defaultValues: { pin: '' }, errorText: () => t('lock.wrong') });
  const failed = (error: unknown) => {
    const message =
      error instanceof ApiError && error.status === 429
        ? t('lock.paused', { minutes: Math.max(1, Math.ceil((error.retryAfterSeconds ?? 60) / 60)) })
        : t('lock.wrong');
    form.setError('pin', { type: 'server', message });
    form.setFocus('pin');
  };
  const onSubmit = form.handleSubmit(({ pin }) => onUnlock(pin, failed));
  const error = form.formState.errors.pin?.message ?? null;
  return (
    <form className="profile-lock surface-card" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <KeyRound aria-hidden size={26} className="profile-lock__icon" />
      <h2 className="profile-lock__title" id={`${id}-title`}>
        {t('lock.title', { name })}
      </h2>
      <label className="form-label" htmlFor={`${id}-pin`}>
        {t('lock.pin')}
      </label>
      <input
        id={`${id}-pin`}
        className={`form-control form-control-lg pin-input mx-auto ${error ? 'is-invalid' : ''}`}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        dir="ltr"
        maxLength={4}
        autoFocus
        {...digitsOnly(form.register('pin'), 4)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-pin-error` : undefined}
      />
      {error && (
        <div className="invalid-feedback d-block" id={`${id}-pin-error`} role="alert">
          {error}
        </div>
      )}
      <div className="profile-lock__actions">
        <button type="button" className="btn btn-outline-light" onClick={onCancel}>
          {t('lock.cancel')}
        </button>
        <button type="submit" className="btn btn-accent" disabled={form.watch('pin').length !== 4 || pending}>
          {t('lock.open')}
        </button>
      </div>
    </form>
  );
}
