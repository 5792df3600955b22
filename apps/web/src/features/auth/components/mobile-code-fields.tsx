import { Smartphone } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { digitsOnly } from '../../../shared/forms/digits-only';
import type { RegisteredField } from '../../../shared/forms/use-zod-form';
import { useSendCode } from '../api/sign-in';
import { signInProblemText, useCountdown } from './code-request';
import { DemoOutboxNote } from './demo-outbox-note';

interface MobileCodeFieldsProps {
  id: string;
  /** The form's `mobile` and `otp` fields. */
  mobile: RegisteredField;
  otp: RegisteredField;
  /** The number as typed now, which "Send code" sends the code to. */
  typedMobile: string;
  /** A new number needs a new code: the form empties its code field. */
  onNumberChange: () => void;
  mobileHint: string;
}

/**
 * A mobile number with its "Send code" button, then the code sent to it: the proof of the number
 * inside a longer form (sign-up, password reset). Changing the number asks for a new code.
 */
export function MobileCodeFields({ id, mobile, otp, typedMobile, onNumberChange, mobileHint }: MobileCodeFieldsProps) {
  const { t } = useTranslation('account');
  const sendCode = useSendCode();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resendIn, startResendCountdown] = useCountdown();
  const { error: typedError, ...mobileInput } = mobile;
  const { error: otpError, ...otpInput } = otp;
  const mobileError = sendCode.isError ? signInProblemText(sendCode.error, 'mobile', t) : typedError;

  const requestCode = () =>
    sendCode.mutate(typedMobile, {
      onSuccess: ({ data }) => {
        setSentTo(data.mobile);
        onNumberChange();
        startResendCountdown(data.resendInSeconds);
      },
    });
  const onMobileChange = (event: ChangeEvent<HTMLInputElement>) => {
    void mobileInput.onChange(event);
    if (sentTo) {
      setSentTo(null);
      onNumberChange();
    }
  };
  const describedBy = (field: string, error: string | null, hint?: boolean) =>
    [hint ? `${id}-${field}-hint` : null, error ? `${id}-${field}-error` : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className="mobile-code">
      <label className="form-label" htmlFor={`${id}-mobile`}>
        {t('login.mobile')}
      </label>
      <div className="mobile-code__row">
        <div className="login-card__field flex-grow-1" dir="ltr">
          <Smartphone aria-hidden size={18} className="login-card__icon" />
          <input
            id={`${id}-mobile`}
            className={`form-control ${mobileError ? 'is-invalid' : ''}`}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            dir="ltr"
            maxLength={32}
            placeholder="98765 43210"
            {...mobileInput}
            onChange={onMobileChange}
            aria-invalid={Boolean(mobileError)}
            aria-describedby={describedBy('mobile', mobileError, true)}
          />
        </div>
        <button
          type="button"
          className="btn btn-outline-light mobile-code__send"
          disabled={sendCode.isPending || resendIn > 0 || typedMobile.trim() === ''}
          onClick={requestCode}
        >
          {resendIn > 0 ? t('login.resendIn', { count: resendIn }) : sentTo ? t('login.resend') : t('login.sendCode')}
        </button>
      </div>
      <div className="form-text" id={`${id}-mobile-hint`}>
        {mobileHint}
      </div>
      {mobileError && (
        <div className="invalid-feedback d-block" id={`${id}-mobile-error`}>
          {mobileError}
        </div>
      )}
      {sentTo && (
        <div className="mobile-code__code">
          <p className="mobile-code__sent" role="status">
            {t('login.codeSent')} <bdi dir="ltr">{sentTo}</bdi>
          </p>
          <DemoOutboxNote mobile={sentTo} />
        </div>
      )}
      {(sentTo || otpError) && (
        <div className="mt-3">
          <label className="form-label" htmlFor={`${id}-otp`}>
            {t('login.code')}
          </label>
          <input
            id={`${id}-otp`}
            className={`form-control login-card__code ${otpError ? 'is-invalid' : ''}`}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            dir="ltr"
            maxLength={6}
            {...digitsOnly(otpInput, 6)}
            aria-invalid={Boolean(otpError)}
            aria-describedby={describedBy('otp', otpError)}
          />
          {otpError && (
            <div className="invalid-feedback d-block" id={`${id}-otp-error`}>
              {otpError}
            </div>
          )}
        </div>
      )}
    </div>
  );
}
