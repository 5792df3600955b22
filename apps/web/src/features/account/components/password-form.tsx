import { passwordChangeSchema } from '@reelhouse/contracts/credentials';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  fieldErrorText,
  noProblems,
  problemsOfError,
  problemsOfIssues,
  type FieldProblems,
} from '../../../shared/forms/field-problems';
import { NewPasswordFields } from '../../../shared/forms/new-password-fields';
import { TextField } from '../../../shared/forms/text-field';
import { useChangePassword } from '../api/account-queries';

const empty = { currentPassword: '', password: '', confirmPassword: '' };

/**
 * Account details, password part. Both new-password boxes empty means "keep the current one", so
 * the form sends nothing then; the current password is asked for only when there is one.
 */
export function PasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation('account');
  const id = useId();
  const change = useChangePassword();
  const [values, setValues] = useState(empty);
  const [problems, setProblems] = useState<FieldProblems>(noProblems);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    change.reset();
    if (values.password === '' && values.confirmPassword === '') {
      setProblems(noProblems);
      return;
    }
    const parsed = passwordChangeSchema.safeParse({
      ...values,
      currentPassword: hasPassword ? values.currentPassword : undefined,
    });
    if (!parsed.success) {
      setProblems(problemsOfIssues(parsed.error.issues));
      return;
    }
    setProblems(noProblems);
    change.mutate(parsed.data, {
      onSuccess: () => setValues(empty),
      onError: (error) => setProblems(problemsOfError(error) ?? noProblems),
    });
  };
  return (
    <form className="account-form mt-5" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h3 className="account-form__title" id={`${id}-title`}>
        {t('password.title')}
      </h3>
      <p className="text-muted-rh">{hasPassword ? t('password.keep') : t('password.none')}</p>
      <div className="row g-3">
        {hasPassword && (
          <TextField
            wrapperClassName="col-md-6"
            id={`${id}-currentPassword`}
            label={t('password.current')}
            type="password"
            autoComplete="current-password"
            dir="ltr"
            maxLength={128}
            value={values.currentPassword}
            onChange={(event) => setValues({ ...values, currentPassword: event.target.value })}
            error={fieldErrorText(t, problems, 'currentPassword')}
          />
        )}
        {hasPassword && <div className="col-md-6 d-none d-md-block" />}
        <NewPasswordFields
          id={id}
          wrapperClassName="col-md-6"
          value={values}
          onChange={(passwords) => setValues({ ...values, ...passwords })}
          labels={{ password: t('password.new'), confirmPassword: t('password.confirm') }}
          errors={{
            password: fieldErrorText(t, problems, 'password'),
            confirmPassword: fieldErrorText(t, problems, 'confirmPassword'),
          }}
        />
      </div>
      <div className="d-flex align-items-center gap-3 mt-4">
        <button type="submit" className="btn btn-outline-light" disabled={change.isPending}>
          {t('password.save')}
        </button>
        <span aria-live="polite" className="text-muted-rh">
          {change.isSuccess && t('password.saved')}
          {change.isError && problems.size === 0 && t('details.failed')}
        </span>
      </div>
    </form>
  );
}
