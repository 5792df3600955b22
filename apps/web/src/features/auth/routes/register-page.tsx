import { registrationSchema } from '@reelhouse/contracts/credentials';
import { webPaths } from '@reelhouse/contracts/web-routes';
import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { problemsOfError } from '../../../shared/forms/field-problems';
import { NewPasswordFields } from '../../../shared/forms/new-password-fields';
import { CheckField, TextField } from '../../../shared/forms/text-field';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { BrandLogo } from '../../../shared/ui/brand-logo';
import { useRegister } from '../api/sign-in';
import { signInProblemText } from '../components/code-request';
import { safeNextPath } from '../../../shared/routing/safe-next-path';
import { MobileCodeFields } from '../components/mobile-code-fields';
import './login-page.css';

const profileInputs = {
  username: { type: 'text', autoComplete: 'username', dir: 'ltr', maxLength: 30 },
  firstName: { type: 'text', autoComplete: 'given-name', maxLength: 60 },
  lastName: { type: 'text', autoComplete: 'family-name', maxLength: 60 },
  email: { type: 'email', autoComplete: 'email', dir: 'ltr', maxLength: 254 },
  dateOfBirth: { type: 'date', autoComplete: 'bday' },
} as const;
type ProfileInput = keyof typeof profileInputs;
const blank = {
  username: '',
  firstName: '',
  lastName: '',
  email: '',
  dateOfBirth: '',
  mobile: '',
  otp: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
};

/** The password is optional: two empty password fields mean "no password", not a too-short one. */
const registrationForm = z.preprocess(
  (values: typeof blank) =>
    values.password || values.confirmPassword ? values : { ...values, password: undefined, confirmPassword: undefined },
  registrationSchema,
);

/**
 * /register and /extra-pages/sign-up: the whole profile, the mobile number proven by a code, an
 * optional password, and the terms. A number that signed in by code before completes its account.
 */
export function RegisterPage() {
  const { t } = useTranslation('account');
  usePageTitle(t('register.title'));
  const id = useId();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const register = useRegister();
  const form = useZodForm(registrationForm, { defaultValues: blank, errorText: t });

  const onSubmit = form.handleSubmit((values) =>
    register.mutate(values, {
      onSuccess: () => void navigate(safeNextPath(search.get('next')) ?? webPaths.home, { replace: true }),
      onError: form.showServerProblems,
    }),
  );

  return (
    <div className="login-page">
      <div className="login-card login-card--wide surface-card">
        <BrandLogo className="login-card__logo" />
        <h1 className="login-card__title">{t('register.title')}</h1>
        <p className="login-card__lead">{t('register.lead')}</p>
        <form onSubmit={onSubmit} noValidate>
          <div className="row g-3">
            {(Object.keys(profileInputs) as ProfileInput[]).map((field) => (
              <TextField
                key={field}
                wrapperClassName="col-md-6"
                id={`${id}-${field}`}
                label={t(`details.${field}`)}
                {...profileInputs[field]}
                hint={field === 'dateOfBirth' ? t('register.dateOfBirthHint') : undefined}
                {...form.field(field)}
              />
            ))}
            <div className="col-12">
              <MobileCodeFields
                id={id}
                mobile={form.field('mobile')}
                otp={form.field('otp')}
                typedMobile={form.watch('mobile')}
                onNumberChange={() => form.setValue('otp', '')}
                mobileHint={t('register.mobileHint')}
              />
            </div>
            <NewPasswordFields
              id={id}
              wrapperClassName="col-md-6"
              password={form.field('password')}
              confirmPassword={form.field('confirmPassword')}
              labels={{ password: t('register.password'), confirmPassword: t('register.confirmPassword') }}
              hint={t('register.passwordHint')}
            />
            <div className="col-12">
              <CheckField
                id={`${id}-terms`}
                label={
                  <Trans
                    t={t}
                    i18nKey="register.acceptTerms"
                    components={{ 1: <Link to={webPaths.termsAndCondition} target="_blank" /> }}
                  />
                }
                {...form.field('acceptTerms')}
              />
            </div>
          </div>
          {register.isError && !problemsOfError(register.error) && (
            <div className="invalid-feedback d-block mt-3" role="alert">
              {signInProblemText(register.error, 'otp', t)}
            </div>
          )}
          <button type="submit" className="btn btn-accent btn-lg w-100 mt-4" disabled={register.isPending}>
            {t('register.submit')}
          </button>
        </form>
        <p className="login-card__switch">
          {t('register.haveAccount')} <Link to={webPaths.login}>{t('register.signIn')}</Link>
        </p>
      </div>
    </div>
  );
}
