import { Smartphone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSendCode } from '../api/sign-in';
import { signInProblemText, useCountdown } from './code-request';
import { DemoOutboxNote } from './demo-outbox-note';

/**
 * The state behind MobileCodeFields: spread `fields` onto it; `mobile` and `otp` are what the form
 * sends (the number the code went to, once one was sent).
 */
export function useMobileCode() {
  const [mobile, setMobile] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  return {
    mobile: sentTo ?? mobile,
    otp: code,
    sentTo,
    fields: {
      mobile,
      onMobileChange: setMobile,
      code,
      onCodeChange: setCode,
      sentTo,
      onSentToChange: setSentTo,
    },
  };
}

interface MobileCodeFieldsProps {
  id: string;
  mobile: string;
  onMobileChange: (mobile: string) => void;
  code: string;
  onCodeChange: (code: string) => void;
  /** The number (E.164) the last code went to, or null before one was sent. */
  sentTo: string | null;
  onSentToChange: (sentTo: string | null) => void;
  mobileHint: string;
  /** Problems the form found (or the server named) with these two fields. */
  errors: { mobile: string | null; otp: string | null };
}

/**
 * A mobile number with its "Send code" button, then the code sent to it: the proof of the number
 * inside a longer form (sign-up, password reset). Changing the number asks for a new code.
 */
export function MobileCodeFields(props: MobileCodeFieldsProps) {
  const { id, mobile, code, sentTo, errors } = props;
  const { t } = useTranslation('account');
  const sendCode = useSendCode();
  const [resendIn, startResendCountdown] = useCountdown();
  const mobileError = sendCode.isError ? signInProblemText(sendCode.error, 'mobile', t) : errors.mobile;

  const requestCode = () =>
    sendCode.mutate(mobile, {
      onSuccess: ({ data }) => {
        props.onSentToChange(data.mobile);
        props.onCodeChange('');
        startResendCountdown(data.resendInSeconds);
      },
    });
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
            value={mobile}
            onChange={(event) => {
              props.onMobileChange(event.target.value);
              if (sentTo) props.onSentToChange(null);
            }}
            aria-invalid={Boolean(mobileError)}
            aria-describedby={describedBy('mobile', mobileError, true)}
          />
        </div>
        <button
          type="button"
          className="btn btn-outline-light mobile-code__send"
          disabled={sendCode.isPending || resendIn > 0 || mobile.trim() === ''}
          onClick={requestCode}
        >
          {resendIn > 0 ? t('login.resendIn', { count: resendIn }) : sentTo ? t('login.resend') : t('login.sendCode')}
        </button>
      </div>
      <div className="form-text" id={`${id}-mobile-hint`}>
        {props.mobileHint}
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
      {(sentTo || errors.otp) && (
        <div className="mt-3">
          <label className="form-label" htmlFor={`${id}-otp`}>
            {t('login.code')}
          </label>
          <input
            id={`${id}-otp`}
            className={`form-control login-card__code ${errors.otp ? 'is-invalid' : ''}`}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            dir="ltr"
            maxLength={6}
            value={code}
            onChange={(event) => props.onCodeChange(event.target.value.replace(/\D/g, ''))}
            aria-invalid={Boolean(errors.otp)}
            aria-describedby={describedBy('otp', errors.otp)}
          />
          {errors.otp && (
            <div className="invalid-feedback d-block" id={`${id}-otp-error`}>
              {errors.otp}
            </div>
          )}
        </div>
      )}
    </div>
  );
}
