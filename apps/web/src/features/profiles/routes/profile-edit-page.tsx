import { ageRatings } from '@reelhouse/contracts/catalogue';
import { languages } from '@reelhouse/contracts/locales';
import { pinField } from '@reelhouse/contracts/pins';
import {
  KIDS_LIMIT,
  kidsRatings,
  profileAvatars,
  profileNameField,
  type ViewerProfile,
} from '@reelhouse/contracts/profiles';
import { webPaths } from '@reelhouse/contracts/web-routes';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { formFailure } from '../../../shared/forms/field-problems';
import { CheckField, FieldFrame, TextField } from '../../../shared/forms/text-field';
import { digitsOnly } from '../../../shared/forms/digits-only';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { nativeNames } from '../../../shared/i18n/language-select';
import { useIsolate } from '../../../shared/i18n/use-isolate';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { LoadError } from '../../../shared/ui/load-error';
import { MissingItem } from '../../../shared/ui/missing-item';
import { PageLoading } from '../../../shared/ui/page-loading';
import { useDeleteFlow } from '../../../shared/ui/use-delete-flow';
import { useProfiles, useSaveProfile } from '../api/profiles-queries';
import { ProfileAvatar } from '../components/profile-avatar';
import { ProfilePictureField } from '../components/profile-picture-field';
import { useProfileName } from '../components/use-profile-name';
import './profile-edit-page.css';

/**
 * The form holds the lock as typed: empty keeps it as it is. The holder's own profile may stay
 * unnamed (it then goes by the account's first name).
 */
const formSchemaFor = (owner: boolean) =>
  z
    .object({
      name: owner ? z.union([z.literal(''), profileNameField]) : profileNameField,
      avatar: z.enum(profileAvatars),
      language: z.enum(languages),
      maturityLimit: z.enum(ageRatings),
      kids: z.boolean(),
      autoplayPreviews: z.boolean(),
      lockPin: z.union([z.literal(''), pinField]),
      removeLock: z.boolean(),
    })
    .refine((form) => !form.kids || kidsRatings.includes(form.maturityLimit), { path: ['maturityLimit'] });
type ProfileFormValues = z.output<ReturnType<typeof formSchemaFor>>;

const manageProfiles = `${webPaths.profiles}?manage=1`;

/** Adding a profile (`/profiles/new`) or changing one (`/profiles/:id/edit`). */
export function ProfileEditPage() {
  const { t } = useTranslation('profiles');
  const { id } = useParams();
  const list = useProfiles();
  if (list.isPending) return <PageLoading />;
  if (list.isError) return <LoadError onRetry={() => void list.refetch()} />;
  const { profiles, current } = list.data;
  const watching = profiles.find((profile) => profile.id === current) ?? null;
  const editing = id === undefined ? null : (profiles.find((profile) => String(profile.id) === id) ?? undefined);
  if (editing === undefined) return <MissingItem listTo={manageProfiles} listLabel={t('manage.title')} />;
  return <ProfileEditor key={editing?.id ?? 'new'} editing={editing} watching={watching} />;
}

function ProfileEditor({ editing, watching }: { editing: ViewerProfile | null; watching: ViewerProfile | null }) {
  const { t } = useTranslation('profiles');
  const { t: tCommon } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const nameOf = useProfileName();
  const isolate = useIsolate();
  const { create, update, remove } = useSaveProfile();
  const holder = watching?.owner === true;
  // The holder sets what a profile may watch; a profile itself keeps its name, avatar, language and lock.
  const setsLimits = holder;
  const title = editing ? t('edit.title', { name: nameOf(editing) }) : t('edit.newTitle');
  usePageTitle(title);
  const form = useZodForm(formSchemaFor(editing?.owner === true), {
    defaultValues: {
      name: editing?.name ?? '',
      avatar: editing?.avatar ?? profileAvatars[1],
      language: editing?.language ?? 'en',
      maturityLimit: editing?.maturityLimit ?? KIDS_LIMIT,
      kids: editing?.kids ?? false,
      autoplayPreviews: editing?.autoplayPreviews ?? true,
      lockPin: '',
      removeLock: false,
    },
    errorText: (key) => t(`edit.errors.${key.replace('fieldErrors.', '').replace(/Taken$|TooOften$/, '')}`),
  });
  const deletion = useDeleteFlow(remove);
  const saving = editing ? update : create;
  const done = () => void navigate(manageProfiles);

  const onSubmit = form.handleSubmit((values: ProfileFormValues) => {
    // Only what changed: the limits a profile already has need nobody's say-so.
    const limits = {
      ...(values.maturityLimit === editing?.maturityLimit ? {} : { maturityLimit: values.maturityLimit }),
      ...(values.kids === editing?.kids ? {} : { kids: values.kids }),
    };
    const common = {
      ...(values.name === '' ? {} : { name: values.name }),
      avatar: values.avatar,
      language: values.language,
      autoplayPreviews: values.autoplayPreviews,
    };
    if (editing) {
      const lockPin = values.removeLock ? null : values.lockPin === '' ? undefined : values.lockPin;
      update.mutate(
        { id: editing.id, ...common, ...limits, ...(lockPin === undefined ? {} : { lockPin }) },
        { onSuccess: done, onError: form.showServerProblems },
      );
    } else {
      create.mutate(
        { ...common, name: values.name, maturityLimit: values.maturityLimit, kids: values.kids },
        { onSuccess: done, onError: form.showServerProblems },
      );
    }
  });

  if (!editing && !holder) {
    return (
      <section className="profile-edit">
        <h1 className="profile-edit__title">{title}</h1>
        <p>{t('manage.holderOnly')}</p>
      </section>
    );
  }

  const kids = form.watch('kids');
  const limits = kids ? kidsRatings : ageRatings;
  const avatar = form.watch('avatar');
  const failure = formFailure(saving.error);

  return (
    <section className="profile-edit">
      <h1 className="profile-edit__title">{title}</h1>
      <form className="profile-edit__form surface-card" onSubmit={onSubmit} noValidate>
        <div className="profile-edit__identity">
          <ProfileAvatar avatar={avatar} picture={editing?.picture ?? null} size={96} />
          <TextField
            id={`${id}-name`}
            wrapperClassName="flex-grow-1"
            label={t('edit.name')}
            autoComplete="off"
            maxLength={30}
            placeholder={editing ? nameOf(editing) : undefined}
            {...form.field('name')}
          />
        </div>

        <fieldset className="profile-edit__avatars">
          <legend className="form-label">{t('edit.avatar')}</legend>
          {profileAvatars.map((key) => (
            <label key={key} className="profile-edit__avatar-choice">
              <input type="radio" value={key} {...form.register('avatar')} className="visually-hidden" />
              <ProfileAvatar avatar={key} size={52} />
              <span className="visually-hidden">{t(`avatars.${key}`)}</span>
            </label>
          ))}
        </fieldset>

        {editing && <ProfilePictureField profile={editing} />}

        <FieldFrame id={`${id}-language`} label={t('edit.language')} hint={t('edit.languageHint')}>
          {(control) => (
            <select className="form-select" {...control} {...form.register('language')}>
              {languages.map((language) => (
                <option key={language} value={language}>
                  {nativeNames[language]}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>

        <CheckField
          id={`${id}-previews`}
          label={t('edit.autoplayPreviews')}
          hint={t('edit.autoplayPreviewsHint')}
          {...form.register('autoplayPreviews')}
        />

        {!editing?.owner && (
          <CheckField
            id={`${id}-kids`}
            label={t('edit.kids')}
            disabled={!setsLimits}
            {...form.register('kids', {
              onChange: (event: { target: { checked: boolean } }) => {
                if (event.target.checked && !kidsRatings.includes(form.getValues('maturityLimit'))) {
                  form.setValue('maturityLimit', KIDS_LIMIT);
                }
              },
            })}
          />
        )}

        <FieldFrame
          id={`${id}-limit`}
          label={t('edit.maturityLimit')}
          hint={setsLimits ? t('edit.maturityHint') : t('edit.maturityHolderOnly')}
          error={form.errorOf('maturityLimit')}
        >
          {(control) => (
            <select className="form-select" disabled={!setsLimits} {...control} {...form.register('maturityLimit')}>
              {limits.map((rating) => (
                <option key={rating} value={rating}>
                  {t('edit.upTo', { rating: isolate(rating), meaning: tCommon(`rating.${rating}`) })}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>

        {editing && (
          <div className="profile-edit__lock">
            <TextField
              id={`${id}-lock`}
              label={editing.locked ? t('edit.changeLock') : t('edit.setLock')}
              hint={t('edit.lockHint')}
              type="password"
              inputMode="numeric"
              autoComplete="new-password"
              dir="ltr"
              maxLength={4}
              className="pin-field"
              {...digitsOnly(form.field('lockPin'), 4)}
            />
            {editing.locked && (
              <CheckField id={`${id}-unlock`} label={t('edit.removeLock')} {...form.register('removeLock')} />
            )}
          </div>
        )}

        {failure && (
          <p className="text-danger" role="alert">
            {failure.problem?.reason === 'profiles_full' ? t('edit.full') : t('edit.failed')}
          </p>
        )}
        <div className="profile-edit__actions">
          <button type="submit" className="btn btn-accent" disabled={saving.isPending}>
            {t('edit.save')}
          </button>
          <button type="button" className="btn btn-outline-light" onClick={done}>
            {t('edit.cancel')}
          </button>
          {editing && holder && !editing.owner && (
            <button type="button" className="btn btn-outline-danger ms-auto" onClick={() => deletion.ask(editing.id)}>
              {t('edit.delete')}
            </button>
          )}
        </div>
      </form>
      <ConfirmDialog
        {...deletion.dialog}
        details={editing ? t('edit.deleteDetails', { name: nameOf(editing) }) : undefined}
        onClose={() => {
          const removed = deletion.dialog.stage === 'done';
          deletion.dialog.onClose();
          if (removed) done();
        }}
      />
    </section>
  );
}
