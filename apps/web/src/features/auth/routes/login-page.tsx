import { codeRequestSchema, otpField, passwordSignInSchema } from '@reelhouse/contracts/credentials';
import { webPaths } from '@reelhouse/contracts/web-routes';
import { ArrowLeft, ArrowRight, Smartphone } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api/api-client';
import { TextField } from '../../../shared/forms/text-field';
import { digitsOnly } from '../../../shared/forms/digits-only';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { useTheme } from '../../../shared/theme/theme-context';
import { BrandLogo } from '../../../shared/ui/brand-logo';
import { useTabs } from '../../../shared/ui/use-tabs';
import { z } from 'zod';
import { usePasswordSignIn, useSendCode, useVerifyCode } from '../api/sign-in';
import { signInProblemText, useCountdown } from '../components/code-request';
import { safeNextPath } from '../../../shared/routing/safe-next-path';
import { DemoOperatorNote } from '../components/demo-operator-note';
import { DemoOutboxNote } from '../components/demo-outbox-note';
import './login-page.css';

/** Where a member goes once signed in: a new one first tells us who they are. */
function useAfterSignIn() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  return (isNew: boolean) => {
    const next = safeNextPath(search.get('next'));
    // A new member's details come first; saving them goes on to where they were headed.
    const details = `${webPaths.account}?${new URLSearchParams({ section: 'details', ...(next ? { next } : {}) })}`;
    void navigate(isNew ? details : (next ?? webPaths.home), { replace: true });
  };
}

const codeSchema = z.object({ otp: otpField });

/** The first tab: a mobile number, then the six-digit code sent to it. A first sign-in creates the account. */
function CodeSignIn() {
  const { t } = useTranslation('account');
  const id = useId();
  const { direction } = useTheme().settings;
  const afterSignIn = useAfterSignIn();
  const numberForm = useZodForm(codeRequestSchema, {
    defaultValues: { mobile: '' },
    errorText: () => t('login.errors.mobile'),
  });
  const codeForm = useZodForm(codeSchema, { defaultValues: { otp: '' }, errorText: () => t('login.errors.code') });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resendIn, startResendCountdown] = useCountdown();
  const sendCode = useSendCode();
  const verify = useVerifyCode();

  const requestCode = (number: string) =>
    sendCode.mutate(number, {
      onSuccess: ({ data }) => {
        setSentTo(data.mobile);
        codeForm.reset();
        verify.reset();
        startResendCountdown(data.resendInSeconds);
      },
    });
  const onSendCode = numberForm.handleSubmit(({ mobile }) => requestCode(mobile));
  const onVerify = codeForm.handleSubmit(({ otp }) => {
    if (sentTo) verify.mutate({ mobile: sentTo, otp }, { onSuccess: ({ data }) => afterSignIn(data.user.isNew) });
  });
  const mobileError =
    numberForm.errorOf('mobile') ?? (sendCode.isError ? signInProblemText(sendCode.error, 'mobile', t) : null);
  const [Back, Forward] = direction === 'rtl' ? [ArrowRight, ArrowLeft] : [ArrowLeft, ArrowRight];

  if (sentTo === null) {
    return (
      <form onSubmit={onSendCode} noValidate>
        <p className="login-card__lead">{t('login.lead')}</p>
        <label className="form-label" htmlFor={`${id}-mobile`}>
          {t('login.mobile')}
        </label>
        <div className="login-card__field" dir="ltr">
          <Smartphone aria-hidden size={18} className="login-card__icon" />
          <input
            id={`${id}-mobile`}
            className={`form-control form-control-lg ${mobileError ? 'is-invalid' : ''}`}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            dir="ltr"
            maxLength={32}
            placeholder="98765 43210"
            required
            {...numberForm.register('mobile')}
            aria-invalid={Boolean(mobileError)}
            aria-describedby={`${id}-mobile-hint ${mobileError ? `${id}-mobile-error` : ''}`}
          />
        </div>
        <div className="form-text" id={`${id}-mobile-hint`}>
          {t('login.mobileHint')}
        </div>
        {mobileError && (
          <div className="invalid-feedback d-block" id={`${id}-mobile-error`} role="alert">
            {mobileError}
          </div>
        )}
        <button type="submit" className="btn btn-accent btn-lg w-100 mt-4" disabled={sendCode.isPending}>
          {t('login.sendCode')}
          <Forward aria-hidden size={18} />
        </button>
        <DemoOperatorNote onUse={(mobile) => numberForm.setValue('mobile', mobile, { shouldValidate: true })} />
      </form>
    );
  }
  return (
    <form onSubmit={onVerify} noValidate>
      <h2 className="login-card__step">{t('login.codeTitle')}</h2>
      <p className="login-card__lead">
        {t('login.codeSent')} <bdi dir="ltr">{sentTo}</bdi>
      </p>
      <DemoOutboxNote mobile={sentTo} />
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
        {...digitsOnly(codeForm.register('otp'), 6)}
        aria-invalid={verify.isError}
        aria-describedby={verify.isError ? `${id}-code-error` : undefined}
      />
      {verify.isError && (
        <div className="invalid-feedback d-block" id={`${id}-code-error`} role="alert">
          {signInProblemText(verify.error, 'otp', t)}
        </div>
      )}
      {sendCode.isError && (
        <div className="invalid-feedback d-block" role="alert">
          {signInProblemText(sendCode.error, 'mobile', t)}
        </div>
      )}
      <button
        type="submit"
        className="btn btn-accent btn-lg w-100 mt-4"
        disabled={verify.isPending || codeForm.watch('otp').length !== 6}
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
  );
}

/** The second tab: username or e-mail and password, for members who set one. */
function PasswordSignIn() {
  const { t } = useTranslation('account');
  const id = useId();
  const afterSignIn = useAfterSignIn();
  const signIn = usePasswordSignIn();
  const form = useZodForm(passwordSignInSchema, {
    defaultValues: { login: '', password: '' },
    errorText: (key) => (key === 'fieldErrors.password' ? t('login.errors.password') : t(key)),
  });
  const onSubmit = form.handleSubmit((values) =>
    signIn.mutate(values, { onSuccess: ({ data }) => afterSignIn(data.user.isNew) }),
  );
  const formError =
    signIn.error instanceof ApiError && signIn.error.status === 401
      ? t('login.errors.wrongPassword')
      : signIn.isError
        ? signInProblemText(signIn.error, 'mobile', t)
        : null;

  return (
    <form onSubmit={onSubmit} noValidate>
      <p className="login-card__lead">{t('login.passwordLead')}</p>
      <TextField
        id={`${id}-login`}
        label={t('login.login')}
        type="text"
        autoComplete="username"
        dir="ltr"
        maxLength={254}
        {...form.field('login')}
      />
      <TextField
        wrapperClassName="mt-3"
        id={`${id}-password`}
        label={t('login.password')}
        type="password"
        autoComplete="current-password"
        dir="ltr"
        maxLength={128}
        {...form.field('password')}
      />
      {formError && (
        <div className="invalid-feedback d-block mt-3" role="alert">
          {formError}
        </div>
      )}
      <button type="submit" className="btn btn-accent btn-lg w-100 mt-4" disabled={signIn.isPending}>
        {t('login.signIn')}
      </button>
      <div className="login-card__links">
        <Link className="btn btn-link" to={webPaths.lostPassword}>
          {t('login.lostPassword')}
        </Link>
      </div>
    </form>
  );
}

/**
 * /login: by mobile number and code (everyone), or by username or e-mail and password (members
 * who set one). In demo mode no SMS leaves the server; the page says where the code is.
 */
export function LoginPage() {
  const { t } = useTranslation('account');
  usePageTitle(t('login.title'));
  const id = useId();
  const methods = [
    { key: 'code', label: t('login.withCode'), Panel: CodeSignIn },
    { key: 'password', label: t('login.withPassword'), Panel: PasswordSignIn },
  ];
  const { selected, setSelected, onKeyDown, tabRef } = useTabs(methods.length);
  const Panel = methods[selected]?.Panel ?? CodeSignIn;

  return (
    <div className="login-page">
      <div className="login-card surface-card">
        <BrandLogo className="login-card__logo" />
        <h1 className="login-card__title">{t('login.title')}</h1>
        <div className="login-tabs" role="tablist" aria-label={t('login.tabs')} onKeyDown={onKeyDown}>
          {methods.map((method, index) => (
            <button
              key={method.key}
              ref={tabRef(index)}
              type="button"
              role="tab"
              id={`${id}-tab-${index}`}
              aria-selected={index === selected}
              aria-controls={`${id}-panel`}
              tabIndex={index === selected ? 0 : -1}
              className="login-tabs__tab"
              onClick={() => setSelected(index)}
            >
              {method.label}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${selected}`}>
          <Panel />
        </div>
        <p className="login-card__switch">
          {t('login.newHere')} <Link to={webPaths.register}>{t('login.register')}</Link>
        </p>
        <p className="login-card__terms">{t('login.terms')}</p>
      </div>
    </div>
  );
}
