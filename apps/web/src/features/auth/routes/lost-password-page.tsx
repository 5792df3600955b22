import { passwordResetSchema } from '@reelhouse/contracts/credentials';
import { webPaths } from '@reelhouse/contracts/web-routes';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  fieldErrorText,
  noProblems,
  problemsOfError,
  problemsOfIssues,
  type FieldProblems,
} from '../../../shared/forms/field-problems';
import { TextField } from '../../../shared/forms/text-field';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { BrandLogo } from '../../../shared/ui/brand-logo';
import { useResetPassword } from '../api/sign-in';
import { signInProblemText } from '../components/code-request';
import { MobileCodeFields } from '../components/mobile-code-fields';
import './login-page.css';

/**
 * /lost-password: a code sent to the account's mobile number, and the new password twice. The
 * member is signed in here and signed out everywhere else.
 */
export function LostPasswordPage() {
  const { t } = useTranslation('account');
  usePageTitle(t('lostPassword.title'));
  const id = useId();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [mobile, setMobile] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [passwords, setPasswords] = useState({ password: '', confirmPassword: '' });
  const [problems, setProblems] = useState<FieldProblems>(noProblems);
  const errorOf = (field: string) => fieldErrorText(t, problems, field);
  // The server names the number only when it has no account (the code already proved it valid).
  const mobileError =
    problems.has('mobile') && problemsOfError(reset.error)?.has('mobile')
      ? t('fieldErrors.mobileNoAccount')
      : errorOf('mobile');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = passwordResetSchema.safeParse({ mobile: sentTo ?? mobile, otp: code, ...passwords });
    const found = new Map(parsed.success ? [] : problemsOfIssues(parsed.error.issues));
    if (sentTo === null) found.set('otp', 'invalid');
    setProblems(found);
    if (!parsed.success || found.size > 0) return;
    reset.mutate(parsed.data, {
      onSuccess: () => void navigate(webPaths.account, { replace: true }),
      onError: (error) => setProblems(problemsOfError(error) ?? noProblems),
    });
  };

  return (
    <div className="login-page">
      <div className="login-card surface-card">
        <BrandLogo className="login-card__logo" />
        <h1 className="login-card__title">{t('lostPassword.title')}</h1>
        <p className="login-card__lead">{t('lostPassword.lead')}</p>
        <form onSubmit={onSubmit} noValidate>
          <MobileCodeFields
            id={id}
            mobile={mobile}
            onMobileChange={setMobile}
            code={code}
            onCodeChange={setCode}
            sentTo={sentTo}
            onSentToChange={setSentTo}
            mobileHint={t('login.mobileHint')}
            errors={{ mobile: mobileError, otp: errorOf('otp') }}
          />
          <TextField
            wrapperClassName="mt-3"
            id={`${id}-password`}
            label={t('lostPassword.newPassword')}
            type="password"
            autoComplete="new-password"
            dir="ltr"
            maxLength={128}
            value={passwords.password}
            onChange={(event) => setPasswords({ ...passwords, password: event.target.value })}
            error={errorOf('password')}
          />
          <TextField
            wrapperClassName="mt-3"
            id={`${id}-confirmPassword`}
            label={t('lostPassword.confirmPassword')}
            type="password"
            autoComplete="new-password"
            dir="ltr"
            maxLength={128}
            value={passwords.confirmPassword}
            onChange={(event) => setPasswords({ ...passwords, confirmPassword: event.target.value })}
            error={errorOf('confirmPassword')}
          />
          {reset.isError && problems.size === 0 && (
            <div className="invalid-feedback d-block mt-3" role="alert">
              {signInProblemText(reset.error, 'otp', t)}
            </div>
          )}
          <button type="submit" className="btn btn-accent btn-lg w-100 mt-4" disabled={reset.isPending}>
            {t('lostPassword.submit')}
          </button>
        </form>
        <p className="login-card__switch">
          <Link to={webPaths.login}>{t('lostPassword.back')}</Link>
        </p>
      </div>
    </div>
  );
}
