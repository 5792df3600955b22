import { registrationSchema } from '@reelhouse/contracts/credentials';
import { webPaths } from '@reelhouse/contracts/web-routes';
import { useId, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { fieldErrorText, noProblems, problemsOfError, type FieldProblems } from '../../../shared/forms/field-problems';
import { NewPasswordFields } from '../../../shared/forms/new-password-fields';
import { CheckField, TextField } from '../../../shared/forms/text-field';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { BrandLogo } from '../../../shared/ui/brand-logo';
import { useRegister } from '../api/sign-in';
import { codeFormProblems, signInProblemText } from '../components/code-request';
import { safeNextPath } from '../../../shared/routing/safe-next-path';
import { MobileCodeFields, useMobileCode } from '../components/mobile-code-fields';
import './login-page.css';

const profileInputs = {
  username: { type: 'text', autoComplete: 'username', dir: 'ltr', maxLength: 30 },
  firstName: { type: 'text', autoComplete: 'given-name', maxLength: 60 },
  lastName: { type: 'text', autoComplete: 'family-name', maxLength: 60 },
  email: { type: 'email', autoComplete: 'email', dir: 'ltr', maxLength: 254 },
  dateOfBirth: { type: 'date', autoComplete: 'bday' },
} as const;
type ProfileInput = keyof typeof profileInputs;
const emptyProfile: Record<ProfileInput, string> = {
  username: '',
  firstName: '',
  lastName: '',
  email: '',
  dateOfBirth: '',
};

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
  const [profile, setProfile] = useState(emptyProfile);
  const proof = useMobileCode();
  const [passwords, setPasswords] = useState({ password: '', confirmPassword: '' });
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [problems, setProblems] = useState<FieldProblems>(noProblems);
  const errorOf = (field: string) => fieldErrorText(t, problems, field);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const withPassword = passwords.password !== '' || passwords.confirmPassword !== '';
    const parsed = registrationSchema.safeParse({
      ...profile,
      mobile: proof.mobile,
      otp: proof.otp,
      ...(withPassword ? passwords : {}),
      acceptTerms,
    });
    const found = codeFormProblems(parsed, proof.sentTo);
    setProblems(found);
    if (!parsed.success || found.size > 0) return;
    register.mutate(parsed.data, {
      onSuccess: () => void navigate(safeNextPath(search.get('next')) ?? webPaths.home, { replace: true }),
      onError: (error) => setProblems(problemsOfError(error) ?? noProblems),
    });
  };

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
                value={profile[field]}
                onChange={(event) => setProfile({ ...profile, [field]: event.target.value })}
                error={errorOf(field)}
              />
            ))}
            <div className="col-12">
              <MobileCodeFields
                id={id}
                {...proof.fields}
                mobileHint={t('register.mobileHint')}
                errors={{ mobile: errorOf('mobile'), otp: errorOf('otp') }}
              />
            </div>
            <NewPasswordFields
              id={id}
              wrapperClassName="col-md-6"
              value={passwords}
              onChange={setPasswords}
              labels={{ password: t('register.password'), confirmPassword: t('register.confirmPassword') }}
              hint={t('register.passwordHint')}
              errors={{ password: errorOf('password'), confirmPassword: errorOf('confirmPassword') }}
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
                checked={acceptTerms}
                onChange={setAcceptTerms}
                error={errorOf('acceptTerms')}
              />
            </div>
          </div>
          {register.isError && problems.size === 0 && (
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
