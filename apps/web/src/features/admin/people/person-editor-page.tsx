import { departments } from '@reelhouse/contracts/catalogue-values';
import { PORTRAIT_MAX_BYTES, type AdminPerson } from '@reelhouse/contracts/people-admin';
import { personPath } from '@reelhouse/contracts/web-routes';
import { ExternalLink, GitMerge, Save, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { FieldFrame, TextAreaField, TextField } from '../../../shared/forms/text-field';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { LoadError } from '../../../shared/ui/load-error';
import { PageLoading } from '../../../shared/ui/page-loading';
import {
  useAdminPerson,
  useCreatePerson,
  useDeletePerson,
  useSetPortrait,
  useUpdatePerson,
} from '../api/catalogue-terms-queries';
import { PictureField } from '../components/picture-field';
import { LanguageTabs } from '../components/language-tabs';
import { useToast } from '../components/toasts';
import { AdminPage } from '../layout/admin-page';
import { MergePersonDialog } from './merge-person-dialog';
import { newPersonSchema, personChangesSchema, personValues } from './person-form';
import '../titles/title-editor.css';
import './people.css';

/** `/admin/people/new` adds a person; `/admin/people/<slug>` edits one, with their credits. */
export function PersonEditorPage() {
  const { t } = useTranslation('admin');
  const { slug = 'new' } = useParams();
  const creating = slug === 'new';
  const person = useAdminPerson(creating ? null : slug);
  const crumbs = [{ label: t('nav.people'), to: '/admin/people' }];

  if (creating)
    return (
      <AdminPage title={t('people.add')} crumbs={crumbs}>
        <PersonForm />
      </AdminPage>
    );
  if (person.isPending) return <PageLoading />;
  if (person.isError || !person.data)
    return (
      <AdminPage title={t('nav.people')} crumbs={crumbs}>
        <LoadError onRetry={() => void person.refetch()} />
      </AdminPage>
    );
  return (
    <AdminPage title={person.data.name} crumbs={crumbs}>
      <PersonForm key={person.data.slug} saved={person.data} />
    </AdminPage>
  );
}

/** A person's texts per language, details and portrait, saved in one request; then their credits. */
function PersonForm({ saved }: { saved?: AdminPerson }) {
  const { t } = useTranslation('admin');
  const { t: tCatalogue } = useTranslation('catalogue');
  const navigate = useNavigate();
  const toast = useToast();
  const creating = saved === undefined;
  const form = useZodForm(creating ? newPersonSchema : personChangesSchema, {
    defaultValues: personValues(saved),
    errorText: (key) =>
      t(key === 'fieldErrors.slugTaken' ? 'people.slugTaken' : key, { defaultValue: t('fieldErrors.invalid') }),
  });
  const create = useCreatePerson();
  const update = useUpdatePerson(saved?.slug ?? '');
  const remove = useDeletePerson();
  const [open, setOpen] = useState<'delete' | 'merge' | null>(null);
  const saving = create.isPending || update.isPending;
  const texts = form.watch('translations');

  const onSubmit = form.handleSubmit((input) => {
    const done = (person: AdminPerson) => {
      form.reset(personValues(person));
      toast.success(t(creating ? 'people.created' : 'editor.saved'));
      if (person.slug !== saved?.slug) void navigate(`/admin/people/${person.slug}`, { replace: !creating });
    };
    const onError = (error: unknown) => {
      if (!form.showServerProblems(error)) toast.error(t('editor.failed'));
    };
    if (creating) create.mutate(input as Parameters<typeof create.mutate>[0], { onSuccess: done, onError });
    else update.mutate(input, { onSuccess: done, onError });
  });

  return (
    <>
      <form className="title-form" onSubmit={onSubmit} noValidate>
        <section className="admin-card" aria-labelledby="person-details">
          <h2 id="person-details">{t('editor.sections.details')}</h2>
          <div className="title-fields">
            <TextField id="person-name" label={t('editor.texts.name')} maxLength={200} {...form.field('name')} />
            <TextField
              id="person-slug"
              label={t('editor.fields.slug')}
              hint={t('people.slugHint')}
              dir="ltr"
              maxLength={120}
              {...form.field('slug')}
            />
            <FieldFrame id="person-known-for" label={t('people.knownFor')} error={form.errorOf('knownFor')}>
              {(control) => (
                <select className="form-select" {...control} {...form.register('knownFor')}>
                  {departments.map((department) => (
                    <option key={department} value={department}>
                      {tCatalogue(`department.${department}`)}
                    </option>
                  ))}
                </select>
              )}
            </FieldFrame>
            <TextField id="person-birthday" type="date" label={t('people.birthday')} {...form.field('birthday')} />
            <TextField
              id="person-birth-place"
              label={t('people.birthPlace')}
              maxLength={200}
              {...form.field('birthPlace')}
            />
            <TextAreaField
              id="person-also-known-as"
              label={t('people.alsoKnownAs')}
              hint={t('people.alsoKnownAsHint')}
              rows={3}
              {...form.field('alsoKnownAs')}
            />
          </div>
        </section>
        <section className="admin-card" aria-labelledby="person-texts">
          <h2 id="person-texts">{t('people.texts')}</h2>
          <LanguageTabs
            idPrefix="person"
            label={t('people.texts')}
            missing={(lang) => !texts?.[lang]?.designation?.trim()}
            wrong={(lang) => Boolean(form.formState.errors.translations?.[lang])}
          >
            {({ lang, dir, htmlLang }) => (
              <>
                <TextField
                  id={`person-${lang}-designation`}
                  label={t('people.designation')}
                  hint={t('people.designationHint')}
                  dir={dir}
                  lang={htmlLang}
                  maxLength={80}
                  {...form.field(`translations.${lang}.designation`)}
                />
                <TextAreaField
                  id={`person-${lang}-biography`}
                  label={t('people.biography')}
                  dir={dir}
                  lang={htmlLang}
                  rows={6}
                  maxLength={10_000}
                  wrapperClassName="mt-3"
                  {...form.field(`translations.${lang}.biography`)}
                />
              </>
            )}
          </LanguageTabs>
        </section>
        <div className="title-form__actions">
          {form.formState.isDirty && !saving && <span className="title-form__unsaved">{t('editor.unsaved')}</span>}
          {saved && saved.credits.length > 0 && (
            <a className="btn btn-outline-light" href={personPath(saved.slug)} target="_blank" rel="noreferrer">
              <ExternalLink aria-hidden size={16} />
              {t('editor.openOnSite')}
            </a>
          )}
          {saved && (
            <button type="button" className="btn btn-outline-light" onClick={() => setOpen('merge')}>
              <GitMerge aria-hidden size={16} />
              {t('people.merge')}
            </button>
          )}
          {saved && (
            <button type="button" className="btn btn-outline-danger" onClick={() => setOpen('delete')}>
              <Trash2 aria-hidden size={16} />
              {t('people.delete')}
            </button>
          )}
          <button type="submit" className="btn btn-accent" disabled={saving}>
            <Save aria-hidden size={16} />
            {saving ? t('editor.saving') : t(creating ? 'people.create' : 'editor.save')}
          </button>
        </div>
      </form>
      {saved && <Portrait person={saved} />}
      {saved && <Credits person={saved} />}
      {open === 'merge' && saved && <MergePersonDialog person={saved} onClose={() => setOpen(null)} />}
      {saved && (
        <ConfirmDialog
          open={open === 'delete'}
          stage="confirm"
          busy={remove.isPending}
          details={<p>{t('people.deleteCredits', { count: saved.credits.length })}</p>}
          onClose={() => setOpen(null)}
          onConfirm={() =>
            remove.mutate(saved.slug, {
              onSuccess: () => {
                toast.success(t('people.deleted', { name: saved.name }));
                void navigate('/admin/people');
              },
              onError: () => {
                setOpen(null);
                toast.error(t('editor.failed'));
              },
            })
          }
        />
      )}
    </>
  );
}

/** The person's portrait, cropped square. */
function Portrait({ person }: { person: AdminPerson }) {
  const { t } = useTranslation('admin');
  const upload = useSetPortrait(person.slug);
  return (
    <section className="admin-card" aria-label={t('people.portrait')}>
      <PictureField
        heading={t('people.portrait')}
        field="portrait"
        frame="square"
        maxBytes={PORTRAIT_MAX_BYTES}
        current={person.portrait}
        upload={upload}
      />
    </section>
  );
}

/** Every title the person is credited on, with what they did there. */
function Credits({ person }: { person: AdminPerson }) {
  const { t } = useTranslation('admin');
  const { t: tCatalogue } = useTranslation('catalogue');
  return (
    <section className="admin-card" aria-labelledby="person-credits">
      <h2 id="person-credits">{t('people.credits', { count: person.credits.length })}</h2>
      {person.credits.length === 0 ? (
        <p className="text-muted-rh">{t('people.noCredits')}</p>
      ) : (
        <ul className="person-credits">
          {person.credits.map((credit) => (
            <li key={`${credit.title.slug}-${credit.department}-${credit.role}`}>
              <Link to={`/admin/titles/${credit.title.slug}`} dir="auto">
                {credit.title.name}
              </Link>
              <span className="text-muted-rh">
                {tCatalogue(`department.${credit.department}`)} · <bdi>{credit.role}</bdi>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
