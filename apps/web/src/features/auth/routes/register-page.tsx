import { registrationSchema } from '@reelhouse/contracts/credentials';
import { webPaths } from '@reelhouse/contracts/web-routes';
import { useId, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
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
import { useRegister } from '../api/sign-in';
import { safeNextPath, signInProblemText } from '../components/code-request';
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
  const [mobile, setMobile] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [passwords, setPasswords] = useState({ password: '', confirmPassword: '' });
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [problems, setProblems] = useState<FieldProblems>(noProblems);
  const errorOf = (field: string) => fieldErrorText(t, problems, field);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const withPassword = passwords.password !== '' || passwords.confirmPassword !== '';
    const parsed = registrationSchema.safeParse({
      ...profile,
      mobile: sentTo ?? mobile,
      otp: code,
      ...(withPassword ? passwords : {}),
      acceptTerms,
    });
    const found = new Map(parsed.success ? [] : problemsOfIssues(parsed.error.issues));
    // The code proves the number: without one sent, there is nothing to check yet.
    if (sentTo === null) found.set('otp', 'invalid');
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
                mobile={mobile}
                onMobileChange={setMobile}
                code={code}
                onCodeChange={setCode}
                sentTo={sentTo}
                onSentToChange={setSentTo}
                mobileHint={t('register.mobileHint')}
                errors={{ mobile: errorOf('mobile'), otp: errorOf('otp') }}
              />
            </div>
            <TextField
              wrapperClassName="col-md-6"
              id={`${id}-password`}
              label={t('register.password')}
              type="password"
              autoComplete="new-password"
              dir="ltr"
              maxLength={128}
              hint={t('register.passwordHint')}
              value={passwords.password}
              onChange={(event) => setPasswords({ ...passwords, password: event.target.value })}
              error={errorOf('password')}
            />
            <TextField
              wrapperClassName="col-md-6"
              id={`${id}-confirmPassword`}
              label={t('register.confirmPassword')}
              type="password"
              autoComplete="new-password"
              dir="ltr"
              maxLength={128}
              value={passwords.confirmPassword}
              onChange={(event) => setPasswords({ ...passwords, confirmPassword: event.target.value })}
              error={errorOf('confirmPassword')}
            />
            <div className="col-12">
              <div className="form-check">
                <input
                  id={`${id}-terms`}
                  className={`form-check-input ${problems.has('acceptTerms') ? 'is-invalid' : ''}`}
                  type="checkbox"
                  checked={acceptTerms}
                  onChange={(event) => setAcceptTerms(event.target.checked)}
                  aria-invalid={problems.has('acceptTerms')}
                  aria-describedby={problems.has('acceptTerms') ? `${id}-terms-error` : undefined}
                />
                <label className="form-check-label" htmlFor={`${id}-terms`}>
                  <Trans
                    t={t}
                    i18nKey="register.acceptTerms"
                    components={{ 1: <Link to={webPaths.termsAndCondition} target="_blank" /> }}
                  />
                </label>
                {problems.has('acceptTerms') && (
                  <div className="invalid-feedback d-block" id={`${id}-terms-error`}>
                    {errorOf('acceptTerms')}
                  </div>
                )}
              </div>
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
