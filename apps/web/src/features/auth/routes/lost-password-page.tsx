import { passwordResetSchema } from '@reelhouse/contracts/credentials';
import { webPaths } from '@reelhouse/contracts/web-routes';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { fieldErrorText, noProblems, problemsOfError, type FieldProblems } from '../../../shared/forms/field-problems';
import { NewPasswordFields } from '../../../shared/forms/new-password-fields';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { BrandLogo } from '../../../shared/ui/brand-logo';
import { useResetPassword } from '../api/sign-in';
import { codeFormProblems, signInProblemText } from '../components/code-request';
import { MobileCodeFields, useMobileCode } from '../components/mobile-code-fields';
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
  const proof = useMobileCode();
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
    const parsed = passwordResetSchema.safeParse({ mobile: proof.mobile, otp: proof.otp, ...passwords });
    const found = codeFormProblems(parsed, proof.sentTo);
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
            {...proof.fields}
            mobileHint={t('login.mobileHint')}
            errors={{ mobile: mobileError, otp: errorOf('otp') }}
          />
          <NewPasswordFields
            id={id}
            wrapperClassName="mt-3"
            value={passwords}
            onChange={setPasswords}
            labels={{ password: t('lostPassword.newPassword'), confirmPassword: t('lostPassword.confirmPassword') }}
            errors={{ password: errorOf('password'), confirmPassword: errorOf('confirmPassword') }}
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
