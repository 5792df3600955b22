import { parentalPinUpdateSchema, type ParentalLock, type Profile } from '@reelhouse/contracts/session';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-client';
import { z } from 'zod';
import { digitsOnly } from '../../../shared/forms/digits-only';
import { problemsOfError } from '../../../shared/forms/field-problems';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import { TextField } from '../../../shared/forms/text-field';
import { useSendCode, signInProblemText } from '../../auth';
import { useLockDevice, useSetParentalPin } from '../api/account-queries';
import '../../../shared/styles/pin-input.css';

/** `remove` is set by the button pressed: "Remove PIN" sends the proof without a new PIN. */
const emptyPins = { currentPin: '', otp: '', pin: '', confirmPin: '', remove: false };
type PinValues = typeof emptyPins;
/** How a member proves a change: nothing while no PIN is set, else the current PIN or, when forgotten, a code. */
type Proof = 'none' | 'currentPin' | 'otp';

/** The form's check: the proof the change needs, and the new PIN twice unless the PIN is being removed. */
const pinFormSchema = (proof: Proof) =>
  z.preprocess(
    (values: PinValues) => ({
      currentPin: proof === 'currentPin' ? values.currentPin : undefined,
      otp: proof === 'otp' ? values.otp : undefined,
      pin: values.remove ? null : values.pin,
      confirmPin: values.confirmPin,
    }),
    parentalPinUpdateSchema
      .extend({ confirmPin: z.string() })
      .refine((value) => value.pin === null || value.pin === value.confirmPin, { path: ['confirmPin'] }),
  );

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
  const [forgot, setForgot] = useState(false);
  const proof: Proof = !profile.hasParentalPin ? 'none' : forgot ? 'otp' : 'currentPin';
  const form = useZodForm(pinFormSchema(proof), { defaultValues: emptyPins, errorText: t });

  const send = form.handleSubmit(({ confirmPin: _confirmed, ...update }) =>
    save.mutate(update, {
      onSuccess: () => {
        form.reset(emptyPins);
        setForgot(false);
      },
      onError: form.showServerProblems,
    }),
  );
  const submit = (remove: boolean) => (event?: FormEvent) => {
    form.setValue('remove', remove);
    save.reset();
    void send(event);
  };
  const pinInput = (name: Exclude<keyof PinValues, 'remove'>, label: string, length = 4) => (
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
      {...digitsOnly(form.field(name), length)}
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
      <form className="account-form mt-4" onSubmit={submit(false)} noValidate>
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
            <button type="button" className="btn btn-outline-light" disabled={save.isPending} onClick={submit(true)}>
              {t('pin.remove')}
            </button>
          )}
          <span aria-live="polite" className="text-muted-rh">
            {save.isSuccess && t(save.variables.pin === null ? 'pin.removed' : 'pin.saved')}
            {save.isError &&
              !problemsOfError(save.error) &&
              (save.error instanceof ApiError && save.error.status === 429
                ? signInProblemText(save.error, 'otp', t)
                : t('details.failed'))}
          </span>
        </div>
      </form>
    </div>
  );
}
