import { passwordSignInSchema } from '@reelhouse/contracts/credentials';
import { webPaths } from '@reelhouse/contracts/web-routes';
import { ArrowLeft, ArrowRight, Smartphone } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api/api-client';
import { fieldErrorText, noProblems, problemsOfIssues, type FieldProblems } from '../../../shared/forms/field-problems';
import { TextField } from '../../../shared/forms/text-field';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { useTheme } from '../../../shared/theme/theme-context';
import { BrandLogo } from '../../../shared/ui/brand-logo';
import { useTabs } from '../../../shared/ui/use-tabs';
import { usePasswordSignIn, useSendCode, useVerifyCode } from '../api/sign-in';
import { signInProblemText, useCountdown } from '../components/code-request';
import { safeNextPath } from '../../../shared/routing/safe-next-path';
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

/** The first tab: a mobile number, then the six-digit code sent to it. A first sign-in creates the account. */
function CodeSignIn() {
  const { t } = useTranslation('account');
  const id = useId();
  const { direction } = useTheme().settings;
  const afterSignIn = useAfterSignIn();
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
    verify.mutate({ mobile: sentTo, otp: code }, { onSuccess: ({ data }) => afterSignIn(data.user.isNew) });
  };
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
            {signInProblemText(sendCode.error, 'mobile', t)}
          </div>
        )}
        <button type="submit" className="btn btn-accent btn-lg w-100 mt-4" disabled={sendCode.isPending}>
          {t('login.sendCode')}
          <Forward aria-hidden size={18} />
        </button>
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
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
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
  );
}

/** The second tab: username or e-mail and password, for members who set one. */
function PasswordSignIn() {
  const { t } = useTranslation('account');
  const id = useId();
  const afterSignIn = useAfterSignIn();
  const signIn = usePasswordSignIn();
  const [values, setValues] = useState({ login: '', password: '' });
  const [problems, setProblems] = useState<FieldProblems>(noProblems);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = passwordSignInSchema.safeParse(values);
    if (!parsed.success) {
      setProblems(problemsOfIssues(parsed.error.issues));
      return;
    }
    setProblems(noProblems);
    signIn.mutate(parsed.data, { onSuccess: ({ data }) => afterSignIn(data.user.isNew) });
  };
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
        value={values.login}
        onChange={(event) => setValues({ ...values, login: event.target.value })}
        error={fieldErrorText(t, problems, 'login')}
      />
      <TextField
        wrapperClassName="mt-3"
        id={`${id}-password`}
        label={t('login.password')}
        type="password"
        autoComplete="current-password"
        dir="ltr"
        maxLength={128}
        value={values.password}
        onChange={(event) => setValues({ ...values, password: event.target.value })}
        error={problems.has('password') ? t('login.errors.password') : null}
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
