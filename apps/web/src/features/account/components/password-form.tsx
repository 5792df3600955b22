import { passwordChangeSchema } from '@reelhouse/contracts/credentials';
import { useId, useMemo, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { problemsOfError } from '../../../shared/forms/field-problems';
import { NewPasswordFields } from '../../../shared/forms/new-password-fields';
import { TextField } from '../../../shared/forms/text-field';
import { useZodForm } from '../../../shared/forms/use-zod-form';
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
  const schema = useMemo(
    () =>
      z.preprocess(
        (values: typeof empty) => ({ ...values, currentPassword: hasPassword ? values.currentPassword : undefined }),
        passwordChangeSchema,
      ),
    [hasPassword],
  );
  const form = useZodForm(schema, { defaultValues: empty, errorText: t });
  const save = form.handleSubmit((values) =>
    change.mutate(values, { onSuccess: () => form.reset(empty), onError: form.showServerProblems }),
  );

  const onSubmit = (event: FormEvent) => {
    change.reset();
    const { password, confirmPassword } = form.getValues();
    if (password === '' && confirmPassword === '') {
      event.preventDefault();
      form.clearErrors();
      return;
    }
    void save(event);
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
            {...form.field('currentPassword')}
          />
        )}
        {hasPassword && <div className="col-md-6 d-none d-md-block" />}
        <NewPasswordFields
          id={id}
          wrapperClassName="col-md-6"
          password={form.field('password')}
          confirmPassword={form.field('confirmPassword')}
          labels={{ password: t('password.new'), confirmPassword: t('password.confirm') }}
        />
      </div>
      <div className="d-flex align-items-center gap-3 mt-4">
        <button type="submit" className="btn btn-outline-light" disabled={change.isPending}>
          {t('password.save')}
        </button>
        <span aria-live="polite" className="text-muted-rh">
          {change.isSuccess && t('password.saved')}
          {change.isError && !problemsOfError(change.error) && t('details.failed')}
        </span>
      </div>
    </form>
  );
}
