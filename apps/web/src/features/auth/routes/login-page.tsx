import { webPaths } from '@reelhouse/contracts/web-routes';
import { ArrowLeft, ArrowRight, MessageSquareText, Smartphone } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api/api-client';
import { usePublicConfig } from '../../../shared/config/public-config-query';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { useTheme } from '../../../shared/theme/theme-context';
import { BrandLogo } from '../../../shared/ui/brand-logo';
import { useSendCode, useVerifyCode } from '../api/sign-in';
import './login-page.css';

/** What went wrong, in the reader's language: the server's own texts are English. */
function problemText(error: unknown, field: 'mobile' | 'otp', t: TFunction<'account'>): string {
  if (!(error instanceof ApiError)) return t('login.errors.failed');
  if (error.status === 0) return t('login.errors.network');
  if (error.status === 429) {
    const seconds = error.retryAfterSeconds ?? 60;
    return seconds <= 90
      ? t('login.errors.waitSeconds', { count: seconds })
      : t('login.errors.waitMinutes', { count: Math.ceil(seconds / 60) });
  }
  if (error.status === 400) return field === 'mobile' ? t('login.errors.mobile') : t('login.errors.code');
  return t('login.errors.failed');
}

/** A whole-second countdown: `start(n)` counts n down to 0, one step a second. */
function useCountdown(): [number, (seconds: number) => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left === 0) return;
    const timer = window.setTimeout(() => setLeft((value) => Math.max(0, value - 1)), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);
  return [left, setLeft];
}

/**
 * /login: a mobile number, then the six-digit code sent to it. A member's first sign-in creates
 * the account. In demo mode no SMS leaves the server; the page says where the code is.
 */
export function LoginPage() {
  const { t } = useTranslation('account');
  usePageTitle(t('login.title'));
  const id = useId();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { demoSms } = usePublicConfig();
  const { direction } = useTheme().settings;
  const [mobile, setMobile] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [resendIn, startResendCountdown] = useCountdown();
  const sendCode = useSendCode();
  const verify = useVerifyCode();

  const requestCode = (number: string) =>
    sendCode.mutate(number, {
      onSuccess: ({ data }) => {
        setSentTo(data.mobile);
        setCode('');
        verify.reset();
        startResendCountdown(data.resendInSeconds);
      },
    });
  const onSendCode = (event: FormEvent) => {
    event.preventDefault();
    requestCode(mobile);
  };
  const onVerify = (event: FormEvent) => {
    event.preventDefault();
    if (!sentTo) return;
    verify.mutate(
      { mobile: sentTo, otp: code },
      {
        onSuccess: ({ data }) => {
          const next = search.get('next');
          // Only paths on this site: an open redirect would let a link send people anywhere.
          const safeNext = next?.startsWith('/') && !next.startsWith('//') ? next : null;
          // A new member first tells us who they are; everyone else goes on where they were headed.
          const target = data.user.isNew ? `${webPaths.account}?section=details` : (safeNext ?? webPaths.home);
          void navigate(target, { replace: true });
        },
      },
    );
  };
  const [Back, Forward] = direction === 'rtl' ? [ArrowRight, ArrowLeft] : [ArrowLeft, ArrowRight];

  return (
    <div className="login-page">
      <div className="login-card surface-card">
        <BrandLogo className="login-card__logo" />
        {sentTo === null ? (
          <form onSubmit={onSendCode} noValidate>
            <h1 className="login-card__title">{t('login.title')}</h1>
            <p className="login-card__lead">{t('login.lead')}</p>
            <label className="form-label" htmlFor={`${id}-mobile`}>
              {t('login.mobile')}
            </label>
            <div className="login-card__field" dir="ltr">
              <Smartphone aria-hidden size={18} className="login-card__icon" />
              <input
                id={`${id}-mobile`}
                className={`form-control form-control-lg ${sendCode.isError ? 'is-invalid' : ''}`}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                dir="ltr"
                maxLength={32}
                placeholder="98765 43210"
                required
                value={mobile}
                onChange={(event) => setMobile(event.target.value)}
                aria-invalid={sendCode.isError}
                aria-describedby={`${id}-mobile-hint ${sendCode.isError ? `${id}-mobile-error` : ''}`}
              />
            </div>
            <div className="form-text" id={`${id}-mobile-hint`}>
              {t('login.mobileHint')}
            </div>
            {sendCode.isError && (
              <div className="invalid-feedback d-block" id={`${id}-mobile-error`} role="alert">
                {problemText(sendCode.error, 'mobile', t)}
              </div>
            )}
            <button type="submit" className="btn btn-accent btn-lg w-100 mt-4" disabled={sendCode.isPending}>
              {t('login.sendCode')}
              <Forward aria-hidden size={18} />
            </button>
          </form>
        ) : (
          <form onSubmit={onVerify} noValidate>
            <h1 className="login-card__title">{t('login.codeTitle')}</h1>
            <p className="login-card__lead">
              {t('login.codeSent')} <bdi dir="ltr">{sentTo}</bdi>
            </p>
            {demoSms && (
              <p className="login-card__demo">
                <MessageSquareText aria-hidden size={18} />
                <span>
                  {t('login.demo')}{' '}
                  <a
                    href={`/api/dev/sms-outbox?${new URLSearchParams({ mobile: sentTo })}`}
                    target="_blank"
                    rel="noreferrer"
                  >
                    {t('login.demoLink')}
                  </a>
                </span>
              </p>
            )}
            <label className="form-label" htmlFor={`${id}-code`}>
              {t('login.code')}
            </label>
            <input
              id={`${id}-code`}
              className={`form-control form-control-lg login-card__code ${verify.isError ? 'is-invalid' : ''}`}
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              dir="ltr"
              pattern="[0-9]{6}"
              maxLength={6}
              required
              // The code field is the whole point of this step.
              autoFocus
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
              aria-invalid={verify.isError}
              aria-describedby={verify.isError ? `${id}-code-error` : undefined}
            />
            {verify.isError && (
              <div className="invalid-feedback d-block" id={`${id}-code-error`} role="alert">
                {problemText(verify.error, 'otp', t)}
              </div>
            )}
            {sendCode.isError && (
              <div className="invalid-feedback d-block" role="alert">
                {problemText(sendCode.error, 'mobile', t)}
              </div>
            )}
            <button
              type="submit"
              className="btn btn-accent btn-lg w-100 mt-4"
              disabled={verify.isPending || code.length !== 6}
            >
              {t('login.verify')}
            </button>
            <div className="login-card__links">
              <button type="button" className="btn btn-link" onClick={() => setSentTo(null)}>
                <Back aria-hidden size={16} />
                {t('login.changeNumber')}
              </button>
              <button
                type="button"
                className="btn btn-link"
                disabled={resendIn > 0 || sendCode.isPending}
                onClick={() => requestCode(sentTo)}
              >
                {resendIn > 0 ? t('login.resendIn', { count: resendIn }) : t('login.resend')}
              </button>
            </div>
          </form>
        )}
        <p className="login-card__terms">{t('login.terms')}</p>
      </div>
    </div>
  );
}
