import { otpField, pinField } from '@reelhouse/contracts/pins';
import { KeyRound } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../../shared/api/api-client';
import { digitsOnly } from '../../../shared/forms/digits-only';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import { useLockCode } from '../api/profiles-queries';
import '../../../shared/styles/pin-input.css';

const lockSchema = z.object({ pin: z.union([z.literal(''), pinField]), otp: z.union([z.literal(''), otpField]) });

/** How the profile is opened: its PIN, or a code sent to the account's number when the PIN is forgotten. */
export type LockProof = { pin: string } | { otp: string };

/** Asks for a locked profile's PIN (or, forgotten, a code to the account's number) before the device watches as it. */
export function ProfileLockForm({
  name,
  pending,
  onUnlock,
  onCancel,
}: {
  name: string;
  pending: boolean;
  /** Sends the proof; `failed` is called with the server's refusal. */
  onUnlock: (proof: LockProof, failed: (error: unknown) => void) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('profiles');
  const id = useId();
  const lockCode = useLockCode();
  const sentTo = lockCode.data?.sentTo ?? null;
  const field = sentTo === null ? 'pin' : 'otp';
  const form = useZodForm(lockSchema, {
    defaultValues: { pin: '', otp: '' },
    errorText: () => (field === 'pin' ? t('lock.wrong') : t('lock.wrongCode')),
  });
  const failed = (error: unknown) => {
    const message =
      error instanceof ApiError && error.status === 429
        ? t('lock.paused', { minutes: Math.max(1, Math.ceil((error.retryAfterSeconds ?? 60) / 60)) })
        : field === 'pin'
          ? t('lock.wrong')
          : t('lock.wrongCode');
    form.setError(field, { type: 'server', message });
    form.setFocus(field);
  };
  const onSubmit = form.handleSubmit(({ pin, otp }) => onUnlock(field === 'pin' ? { pin } : { otp }, failed));
  const length = field === 'pin' ? 4 : 6;
  const error = form.formState.errors[field]?.message ?? null;
  return (
    <form className="profile-lock surface-card" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <KeyRound aria-hidden size={26} className="profile-lock__icon" />
      <h2 className="profile-lock__title" id={`${id}-title`}>
        {t('lock.title', { name })}
      </h2>
      {sentTo !== null && (
        <p className="profile-lock__note">
          {t('lock.codeSent')} <bdi dir="ltr">{sentTo}</bdi>
        </p>
      )}
      <label className="form-label" htmlFor={`${id}-${field}`}>
        {field === 'pin' ? t('lock.pin') : t('lock.code')}
      </label>
      <input
        key={field}
        id={`${id}-${field}`}
        className={`form-control form-control-lg pin-input mx-auto ${error ? 'is-invalid' : ''}`}
        type={field === 'pin' ? 'password' : 'text'}
        inputMode="numeric"
        autoComplete={field === 'pin' ? 'off' : 'one-time-code'}
        dir="ltr"
        maxLength={length}
        autoFocus
        {...digitsOnly(form.register(field), length)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-${field}-error` : undefined}
      />
      {error && (
        <div className="invalid-feedback d-block" id={`${id}-${field}-error`} role="alert">
          {error}
        </div>
      )}
      <div className="profile-lock__actions">
        <button type="button" className="btn btn-outline-light" onClick={onCancel}>
          {t('lock.cancel')}
        </button>
        <button type="submit" className="btn btn-accent" disabled={form.watch(field).length !== length || pending}>
          {t('lock.open')}
        </button>
      </div>
      {sentTo === null && (
        <button
          type="button"
          className="btn btn-link btn-sm"
          disabled={lockCode.isPending}
          onClick={() => lockCode.mutate()}
        >
          {t('lock.forgot')}
        </button>
      )}
      {lockCode.isError && (
        <p className="text-danger" role="alert">
          {lockCode.error instanceof ApiError && lockCode.error.status === 429
            ? t('lock.codeWait', { seconds: lockCode.error.retryAfterSeconds ?? 60 })
            : t('lock.codeFailed')}
        </p>
      )}
    </form>
  );
}
