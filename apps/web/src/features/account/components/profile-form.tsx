import { profileUpdateSchema, type Profile, type ProfileUpdate } from '@reelhouse/contracts/session';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-client';
import { useUpdateProfile } from '../api/account-queries';

const fields = ['firstName', 'lastName', 'username', 'email', 'dateOfBirth'] as const;
type Field = (typeof fields)[number] | 'confirmAdult';

/** Account details: names, username, e-mail and date of birth, and the 18+ confirmation. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('account');
  const id = useId();
  const update = useUpdateProfile();
  const [values, setValues] = useState(
    () =>
      Object.fromEntries(fields.map((field) => [field, profile[field] ?? ''])) as Record<
        (typeof fields)[number],
        string
      >,
  );
  const [confirmAdult, setConfirmAdult] = useState(false);
  const [invalid, setInvalid] = useState<Map<Field, 'invalid' | 'taken'>>(new Map());

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Only what changed, and nothing empty: an empty box means "leave as it is".
    const changes: Record<string, unknown> = {};
    for (const field of fields) {
      const value = values[field].trim();
      if (value !== '' && value !== (profile[field] ?? '')) changes[field] = value;
    }
    if (confirmAdult) changes.confirmAdult = true;
    const parsed = profileUpdateSchema.safeParse(changes);
    if (!parsed.success) {
      setInvalid(new Map(parsed.error.issues.map((issue) => [issue.path[0] as Field, 'invalid'])));
      return;
    }
    setInvalid(new Map());
    update.mutate(parsed.data as ProfileUpdate, {
      onSuccess: () => setConfirmAdult(false),
      onError: (error) => {
        if (!(error instanceof ApiError) || !error.problem?.errors) return;
        const kind = error.status === 409 ? 'taken' : 'invalid';
        setInvalid(new Map(error.problem.errors.map((issue) => [issue.path.replace(/^body\./, '') as Field, kind])));
      },
    });
  };

  const errorOf = (field: Field) => {
    const kind = invalid.get(field);
    return kind ? (
      <div className="invalid-feedback d-block" id={`${id}-${field}-error`}>
        {t(`details.errors.${field}${kind === 'taken' ? 'Taken' : ''}`)}
      </div>
    ) : null;
  };
  const input = (field: (typeof fields)[number], type: string, autoComplete: string) => (
    <div className="col-md-6">
      <label className="form-label" htmlFor={`${id}-${field}`}>
        {t(`details.${field}`)}
      </label>
      <input
        id={`${id}-${field}`}
        className={`form-control ${invalid.has(field) ? 'is-invalid' : ''}`}
        type={type}
        autoComplete={autoComplete}
        dir={field === 'email' || field === 'username' ? 'ltr' : undefined}
        value={values[field]}
        onChange={(event) => setValues({ ...values, [field]: event.target.value })}
        aria-invalid={invalid.has(field)}
        aria-describedby={invalid.has(field) ? `${id}-${field}-error` : undefined}
      />
      {errorOf(field)}
    </div>
  );

  return (
    <form className="account-form" onSubmit={onSubmit} noValidate>
      <div className="row g-3">
        {input('firstName', 'text', 'given-name')}
        {input('lastName', 'text', 'family-name')}
        {input('username', 'text', 'username')}
        {input('email', 'email', 'email')}
        {input('dateOfBirth', 'date', 'bday')}
        <div className="col-md-6">
          <span className="form-label d-block">{t('details.mobile')}</span>
          <p className="form-control-plaintext">
            <bdi dir="ltr">{profile.mobile}</bdi>
          </p>
        </div>
      </div>
      <div className="account-form__age surface-card">
        {profile.adultConfirmed ? (
          <p className="m-0">{t('details.adultConfirmed')}</p>
        ) : (
          <div className="form-check m-0">
            <input
              id={`${id}-adult`}
              className={`form-check-input ${invalid.has('confirmAdult') ? 'is-invalid' : ''}`}
              type="checkbox"
              checked={confirmAdult}
              onChange={(event) => setConfirmAdult(event.target.checked)}
            />
            <label className="form-check-label" htmlFor={`${id}-adult`}>
              {t('details.confirmAdult')}
            </label>
            {errorOf('confirmAdult')}
          </div>
        )}
      </div>
      <div className="d-flex align-items-center gap-3 mt-4">
        <button type="submit" className="btn btn-accent" disabled={update.isPending}>
          {t('details.save')}
        </button>
        <span aria-live="polite" className="text-muted-rh">
          {update.isSuccess && t('details.saved')}
          {update.isError && !(update.error instanceof ApiError && update.error.problem?.errors) && t('details.failed')}
        </span>
      </div>
    </form>
  );
}
