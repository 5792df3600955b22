import { passwordResetSchema } from '@reelhouse/contracts/credentials';
import { webPaths } from '@reelhouse/contracts/web-routes';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { problemsOfError } from '../../../shared/forms/field-problems';
import { NewPasswordFields } from '../../../shared/forms/new-password-fields';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { BrandLogo } from '../../../shared/ui/brand-logo';
import { useResetPassword } from '../api/sign-in';
import { signInProblemText } from '../components/code-request';
import { MobileCodeFields } from '../components/mobile-code-fields';
import './login-page.css';

const blank = { mobile: '', otp: '', password: '', confirmPassword: '' };

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
  const form = useZodForm(passwordResetSchema, { defaultValues: blank, errorText: t });
  // The server names the number only when it has no account (the code already proved it valid).
  const [noAccount, setNoAccount] = useState(false);

  const onSubmit = form.handleSubmit((values) => {
    setNoAccount(false);
    reset.mutate(values, {
      onSuccess: () => void navigate(webPaths.account, { replace: true }),
      onError: (error) => {
        form.showServerProblems(error);
        setNoAccount(problemsOfError(error)?.has('mobile') ?? false);
      },
    });
  });

  return (
    <div className="login-page">
      <div className="login-card surface-card">
        <BrandLogo className="login-card__logo" />
        <h1 className="login-card__title">{t('lostPassword.title')}</h1>
        <p className="login-card__lead">{t('lostPassword.lead')}</p>
        <form onSubmit={onSubmit} noValidate>
          <MobileCodeFields
            id={id}
            mobile={{ ...form.field('mobile'), ...(noAccount && { error: t('fieldErrors.mobileNoAccount') }) }}
            otp={form.field('otp')}
            typedMobile={form.watch('mobile')}
            onNumberChange={() => {
              form.setValue('otp', '');
              setNoAccount(false);
            }}
            mobileHint={t('login.mobileHint')}
          />
          <NewPasswordFields
            id={id}
            wrapperClassName="mt-3"
            password={form.field('password')}
            confirmPassword={form.field('confirmPassword')}
            labels={{ password: t('lostPassword.newPassword'), confirmPassword: t('lostPassword.confirmPassword') }}
          />
          {reset.isError && !problemsOfError(reset.error) && (
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
