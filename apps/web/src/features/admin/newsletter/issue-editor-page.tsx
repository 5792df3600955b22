import { newsletterIssueInputSchema, type NewsletterIssue } from '@reelhouse/contracts/newsletter-admin';
import { languages, type Language } from '@reelhouse/contracts/locales';
import { Save, Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { ApiError } from '../../../shared/api/api-client';
import { TextAreaField, TextField } from '../../../shared/forms/text-field';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import { LoadError } from '../../../shared/ui/load-error';
import { PageLoading } from '../../../shared/ui/page-loading';
import { useNewsletterIssue, useSaveIssue, useSendIssue } from '../api/newsletter-queries';
import { FormDialog } from '../components/form-dialog';
import { LanguageTabs } from '../components/language-tabs';
import { useToast } from '../components/toasts';
import { AdminPage } from '../layout/admin-page';
import { IssueStatusBadge, SendingProgress } from './issue-status';
import '../titles/title-editor.css';

type Texts = Record<Language, { subject: string; body: string }>;

/** A newsletter as the API takes it: a language left wholly blank is not sent (its readers get English). */
const issueFormSchema = z.preprocess(
  (values: { texts: Texts }) => ({
    texts: Object.fromEntries(
      Object.entries(values.texts).filter(
        ([lang, texts]) => lang === 'en' || texts.subject.trim() !== '' || texts.body.trim() !== '',
      ),
    ),
  }),
  newsletterIssueInputSchema,
);

const valuesOf = (issue: NewsletterIssue | null) => ({
  texts: Object.fromEntries(languages.map((lang) => [lang, issue?.texts[lang] ?? { subject: '', body: '' }])) as Texts,
});

const crumbs = (t: (key: string) => string) => [
  { label: t('nav.newsletter'), to: '/admin/newsletter' },
  { label: t('newsletter.tabs.issues'), to: '/admin/newsletter/issues' },
];

/** `/admin/newsletter/issues/new`: a newsletter's first draft. */
export function NewIssuePage() {
  const { t } = useTranslation('admin');
  return (
    <AdminPage title={t('newsletter.write')} crumbs={crumbs(t)}>
      <IssueForm issue={null} />
    </AdminPage>
  );
}

/** `/admin/newsletter/issues/<id>`: a draft to finish and send, or a newsletter's sending as it goes. */
export function IssueEditorPage() {
  const { t } = useTranslation('admin');
  const id = Number(useParams().id);
  const issue = useNewsletterIssue(Number.isInteger(id) && id > 0 ? id : 0);
  if (issue.isPending) return <PageLoading />;
  if (issue.isError) {
    const missing = issue.error instanceof ApiError && [400, 404].includes(issue.error.status);
    return (
      <AdminPage title={t('nav.newsletter')} crumbs={crumbs(t)}>
        {missing ? <p>{t('newsletter.notFound')}</p> : <LoadError onRetry={() => void issue.refetch()} />}
      </AdminPage>
    );
  }
  const { data } = issue;
  return (
    <AdminPage
      title={data.texts.en?.subject ?? `#${data.id}`}
      crumbs={crumbs(t)}
      actions={<IssueStatusBadge issue={data} />}
    >
      {data.status === 'draft' ? (
        <>
          <IssueForm issue={data} />
          <SendIssue issue={data} />
        </>
      ) : (
        <section className="admin-card" aria-labelledby="issue-sending">
          <h2 id="issue-sending">{t('newsletter.sending')}</h2>
          <SendingProgress issue={data} />
        </section>
      )}
    </AdminPage>
  );
}

function IssueForm({ issue }: { issue: NewsletterIssue | null }) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const navigate = useNavigate();
  const save = useSaveIssue();
  const form = useZodForm(issueFormSchema, {
    defaultValues: valuesOf(issue),
    errorText: (key) => t([key.replace('fieldErrors.', 'newsletter.errors.'), 'fieldErrors.invalid']),
  });
  const texts = form.watch('texts') as Texts;
  const onSubmit = form.handleSubmit((body) =>
    save.mutate(
      { id: issue?.id ?? null, body },
      {
        onSuccess: (saved) => {
          form.reset(valuesOf(saved));
          toast.success(t('newsletter.saved'));
          if (!issue) void navigate(`/admin/newsletter/issues/${saved.id}`, { replace: true });
        },
        onError: (error) => {
          if (!form.showServerProblems(error)) toast.error(t('editor.failed'));
        },
      },
    ),
  );
  return (
    <form className="title-form" onSubmit={onSubmit} noValidate>
      <section className="admin-card" aria-labelledby="issue-texts">
        <h2 id="issue-texts">{t('newsletter.texts')}</h2>
        <p className="text-muted-rh">{t('newsletter.textsHint')}</p>
        <LanguageTabs
          idPrefix="issue"
          label={t('newsletter.texts')}
          missing={(lang) => !texts[lang].subject.trim()}
          wrong={(lang) => Boolean(form.formState.errors.texts?.[lang])}
        >
          {({ lang, dir, htmlLang }) => (
            <>
              <TextField
                id={`issue-${lang}-subject`}
                label={t('newsletter.fields.subject')}
                dir={dir}
                lang={htmlLang}
                maxLength={200}
                {...form.field(`texts.${lang}.subject`)}
              />
              <TextAreaField
                id={`issue-${lang}-body`}
                label={t('newsletter.fields.body')}
                hint={t('newsletter.bodyHint')}
                dir={dir}
                lang={htmlLang}
                rows={14}
                wrapperClassName="mt-3"
                {...form.field(`texts.${lang}.body`)}
              />
            </>
          )}
        </LanguageTabs>
      </section>
      <div className="title-form__actions">
        {form.formState.isDirty && !save.isPending && (
          <span className="title-form__unsaved">{t('editor.unsaved')}</span>
        )}
        <button type="submit" className="btn btn-accent" disabled={save.isPending}>
          <Save aria-hidden size={16} />
          {save.isPending ? t('editor.saving') : t('newsletter.saveDraft')}
        </button>
      </div>
    </form>
  );
}

/** Sending, after saying what it does: to every confirmed address, once, for good. */
function SendIssue({ issue }: { issue: NewsletterIssue }) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const send = useSendIssue(issue.id);
  const [open, setOpen] = useState(false);
  return (
    <section className="admin-card" aria-labelledby="issue-send">
      <h2 id="issue-send">{t('newsletter.send')}</h2>
      <p className="text-muted-rh">{t('newsletter.sendHint')}</p>
      <button type="button" className="btn btn-accent" onClick={() => setOpen(true)}>
        <Send aria-hidden size={16} /> {t('newsletter.sendNow')}
      </button>
      <FormDialog
        open={open}
        title={t('newsletter.sendTitle')}
        submitLabel={t('newsletter.sendNow')}
        busy={send.isPending}
        onClose={() => setOpen(false)}
        onSubmit={(event) => {
          event.preventDefault();
          send.mutate(undefined, {
            onSuccess: () => setOpen(false),
            onError: (error) =>
              toast.error(
                t(error instanceof ApiError && error.status === 409 ? 'newsletter.sendRefused' : 'editor.failed'),
              ),
          });
        }}
      >
        <p>{t('newsletter.sendDetails')}</p>
      </FormDialog>
    </section>
  );
}
