import { pinField, type ParentalLock, type Profile } from '@reelhouse/contracts/session';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-client';
import { fieldErrorText, noProblems, problemsOfError, type FieldProblems } from '../../../shared/forms/field-problems';
import { TextField } from '../../../shared/forms/text-field';
import { useSendCode, signInProblemText } from '../../auth';
import { useLockDevice, useSetParentalPin } from '../api/account-queries';
import './pin-input.css';

const emptyPins = { currentPin: '', otp: '', pin: '', confirmPin: '' };
const digitsOnly = (value: string, length: number) => value.replace(/\D/g, '').slice(0, length);

/**
 * My Account, parental PIN: what it locks and where it stands on this device; set it, change or
 * remove it with the current PIN (or, when forgotten, a code to the member's number); lock this
 * device again.
 */
export function ParentalPinSettings({ profile, lock }: { profile: Profile; lock: ParentalLock }) {
  const { t } = useTranslation('account');
  const id = useId();
  const save = useSetParentalPin();
  const lockDevice = useLockDevice();
  const sendCode = useSendCode();
  const [values, setValues] = useState(emptyPins);
  const [forgot, setForgot] = useState(false);
  const [problems, setProblems] = useState<FieldProblems>(noProblems);
  const errorOf = (field: string) => fieldErrorText(t, problems, field);

  /** The proof a set PIN needs before it changes: the current PIN, or the code when it was forgotten. */
  const proof = () => (!profile.hasParentalPin ? {} : forgot ? { otp: values.otp } : { currentPin: values.currentPin });
  const submit = (pin: string | null) => {
    const found = new Map<string, 'invalid'>();
    if (profile.hasParentalPin && !forgot && !pinField.safeParse(values.currentPin).success)
      found.set('currentPin', 'invalid');
    if (profile.hasParentalPin && forgot && !/^\d{6}$/.test(values.otp)) found.set('otp', 'invalid');
    if (pin !== null && !pinField.safeParse(pin).success) found.set('pin', 'invalid');
    else if (pin !== null && pin !== values.confirmPin) found.set('confirmPin', 'invalid');
    setProblems(found);
    save.reset();
    if (found.size > 0) return;
    save.mutate(
      { ...proof(), pin },
      {
        onSuccess: () => {
          setValues(emptyPins);
          setForgot(false);
        },
        onError: (error) => setProblems(problemsOfError(error) ?? noProblems),
      },
    );
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(values.pin);
  };
  const pinInput = (name: keyof typeof values, label: string, length = 4) => (
    <TextField
      wrapperClassName="col-sm-6 col-lg-3"
      className={length === 4 ? 'pin-input' : 'login-card__code'}
      id={`${id}-${name}`}
      label={label}
      type={length === 4 ? 'password' : 'text'}
      inputMode="numeric"
      autoComplete={length === 4 ? 'off' : 'one-time-code'}
      dir="ltr"
      maxLength={length}
      value={values[name]}
      onChange={(event) => setValues({ ...values, [name]: digitsOnly(event.target.value, length) })}
      error={errorOf(name)}
    />
  );
  const status = { off: t('pin.statusOff'), locked: t('pin.statusLocked'), unlocked: t('pin.statusUnlocked') }[lock];

  return (
    <div className="parental-pin">
      <p>{t('pin.intro')}</p>
      <div className="account-form__age surface-card d-flex flex-wrap align-items-center gap-3">
        <span className="flex-grow-1" role="status">
          {status}
        </span>
        {lock === 'unlocked' && (
          <button
            type="button"
            className="btn btn-outline-light btn-sm"
            disabled={lockDevice.isPending}
            onClick={() => lockDevice.mutate(undefined)}
          >
            {t('pin.lockNow')}
          </button>
        )}
      </div>
      <form className="account-form mt-4" onSubmit={onSubmit} noValidate>
        <div className="row g-3">
          {profile.hasParentalPin && !forgot && pinInput('currentPin', t('pin.current'))}
          {profile.hasParentalPin && forgot && pinInput('otp', t('login.code'), 6)}
          {pinInput('pin', t('pin.new'))}
          {pinInput('confirmPin', t('pin.confirm'))}
        </div>
        {profile.hasParentalPin && (
          <div className="mt-3">
            {forgot ? (
              <p className="text-muted-rh m-0" role="status">
                {t('login.codeSent')} <bdi dir="ltr">{profile.mobile}</bdi>
              </p>
            ) : (
              <button
                type="button"
                className="btn btn-link p-0"
                disabled={sendCode.isPending}
                onClick={() => sendCode.mutate(profile.mobile, { onSuccess: () => setForgot(true) })}
              >
                {t('pin.forgot')}
              </button>
            )}
            {sendCode.isError && (
              <div className="invalid-feedback d-block" role="alert">
                {signInProblemText(sendCode.error, 'mobile', t)}
              </div>
            )}
          </div>
        )}
        <div className="d-flex flex-wrap align-items-center gap-3 mt-4">
          <button type="submit" className="btn btn-accent" disabled={save.isPending}>
            {profile.hasParentalPin ? t('pin.change') : t('pin.set')}
          </button>
          {profile.hasParentalPin && (
            <button
              type="button"
              className="btn btn-outline-light"
              disabled={save.isPending}
              onClick={() => submit(null)}
            >
              {t('pin.remove')}
            </button>
          )}
          <span aria-live="polite" className="text-muted-rh">
            {save.isSuccess && t(save.variables.pin === null ? 'pin.removed' : 'pin.saved')}
            {save.isError &&
              problems.size === 0 &&
              (save.error instanceof ApiError && save.error.status === 429
                ? signInProblemText(save.error, 'otp', t)
                : t('details.failed'))}
          </span>
        </div>
      </form>
    </div>
  );
}
