import { profileUpdateSchema, type Profile } from '@reelhouse/contracts/session';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { problemsOfError } from '../../../shared/forms/field-problems';
import { CheckField, TextField } from '../../../shared/forms/text-field';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import { safeNextPath } from '../../../shared/routing/safe-next-path';
import { useUpdateProfile } from '../api/account-queries';

const fields = ['firstName', 'lastName', 'username', 'email', 'dateOfBirth'] as const;
type Field = (typeof fields)[number];
const inputs: Record<Field, { type: string; autoComplete: string; dir?: 'ltr' }> = {
  firstName: { type: 'text', autoComplete: 'given-name' },
  lastName: { type: 'text', autoComplete: 'family-name' },
  username: { type: 'text', autoComplete: 'username', dir: 'ltr' },
  email: { type: 'email', autoComplete: 'email', dir: 'ltr' },
  dateOfBirth: { type: 'date', autoComplete: 'bday' },
};

type ProfileValues = Record<Field, string> & { confirmAdult: boolean; noticeDigest: boolean };

/** What the form sends: only what changed, and nothing empty (an empty box means "leave as it is"). */
function changesOf(values: ProfileValues, profile: Profile) {
  const changes: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field].trim();
    if (value !== '' && value !== (profile[field] ?? '')) changes[field] = value;
  }
  if (values.confirmAdult) changes.confirmAdult = true;
  if (values.noticeDigest !== profile.noticeDigest) changes.noticeDigest = values.noticeDigest;
  return changes;
}

/**
 * Account details: names, username, e-mail and date of birth, the 18+ confirmation, and whether
 * the weekly e-mail of the profiles' notices goes to that address.
 */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('account');
  const id = useId();
  const update = useUpdateProfile();
  const navigate = useNavigate();
  // Set when a new member was on their way somewhere (a plan, a title) when they signed up.
  const next = safeNextPath(useSearchParams()[0].get('next'));
  const blank = (): ProfileValues => ({
    ...(Object.fromEntries(fields.map((field) => [field, profile[field] ?? ''])) as Record<Field, string>),
    confirmAdult: false,
    noticeDigest: profile.noticeDigest,
  });
  const schema = useMemo(
    () => z.preprocess((values: ProfileValues) => changesOf(values, profile), profileUpdateSchema),
    [profile],
  );
  const form = useZodForm(schema, { defaultValues: blank(), errorText: t });

  const onSubmit = form.handleSubmit((changes) =>
    update.mutate(changes, {
      onSuccess: () => {
        form.setValue('confirmAdult', false);
        if (next) void navigate(next);
      },
      onError: form.showServerProblems,
    }),
  );

  return (
    <form className="account-form" onSubmit={onSubmit} noValidate>
      <div className="row g-3">
        {fields.map((field) => (
          <TextField
            key={field}
            wrapperClassName="col-md-6"
            id={`${id}-${field}`}
            label={t(`details.${field}`)}
            {...inputs[field]}
            {...form.field(field)}
          />
        ))}
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
          <CheckField
            className="m-0"
            id={`${id}-adult`}
            label={t('details.confirmAdult')}
            {...form.field('confirmAdult')}
          />
        )}
      </div>
      <CheckField
        className="mt-3"
        id={`${id}-digest`}
        label={t('details.noticeDigest')}
        {...form.field('noticeDigest')}
      />
      <div className="d-flex align-items-center gap-3 mt-4">
        <button type="submit" className="btn btn-accent" disabled={update.isPending}>
          {t('details.save')}
        </button>
        <span aria-live="polite" className="text-muted-rh">
          {update.isSuccess && t('details.saved')}
          {update.isError && !problemsOfError(update.error) && t('details.failed')}
        </span>
      </div>
    </form>
  );
}
