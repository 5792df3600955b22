import {
  GRIEVANCE_RESOLVE_DAYS,
  grievanceCategories,
  grievanceInputSchema,
  type GrievanceReceipt,
} from '@reelhouse/contracts/grievances';
import { CheckCircle2, Mail, UserRound } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../../shared/config/public-config-query';
import { formFailure } from '../../../shared/forms/field-problems';
import { HoneypotField } from '../../../shared/forms/honeypot-field';
import { NameEmailFields } from '../../../shared/forms/name-email-fields';
import { FieldFrame, TextAreaField, TextField } from '../../../shared/forms/text-field';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { dateFormat } from '../../../shared/i18n/intl-formats';
import { useLocaleTag } from '../../../shared/i18n/use-locale-tag';
import { PageBanner } from '../../../shared/ui/page-banner';
import { useFileGrievance } from '../api/file-grievance';
import './contact-page.css';

const blank = { name: '', email: '', category: 'title' as const, title: '', description: '', website: '' };

/**
 * Grievance redressal, as India's IT Rules 2021 ask of an OTT publisher: the grievance officer by
 * name and address, and a complaint form that answers a reference at once.
 */
export function GrievancePage() {
  const { t } = useTranslation('pages');
  const { grievanceOfficer, serviceName } = usePublicConfig();
  usePageTitle(t('grievance.title'));
  return (
    <>
      <PageBanner
        title={t('grievance.title')}
        lead={t('grievance.intro', { service: serviceName, days: GRIEVANCE_RESOLVE_DAYS })}
      />
      <div className="container-xxl contact-page">
        <div className="row g-4 g-lg-5">
          <aside className="col-lg-4" aria-labelledby="grievance-officer">
            <div className="surface-card contact-page__details">
              <h2 id="grievance-officer" className="contact-page__heading">
                {t('grievance.officer')}
              </h2>
              <p className="d-flex gap-3">
                <UserRound aria-hidden size={20} className="contact-page__icon" />
                <span>{grievanceOfficer.name}</span>
              </p>
              <p className="d-flex gap-3">
                <Mail aria-hidden size={20} className="contact-page__icon" />
                <a href={`mailto:${grievanceOfficer.email}`} dir="ltr">
                  {grievanceOfficer.email}
                </a>
              </p>
              <p className="mb-0 text-muted-rh">{t('grievance.timeline', { days: GRIEVANCE_RESOLVE_DAYS })}</p>
            </div>
          </aside>
          <section className="col-lg-8" aria-labelledby="grievance-form">
            <div className="surface-card contact-page__form-card">
              <h2 id="grievance-form" className="contact-page__heading">
                {t('grievance.formTitle')}
              </h2>
              <GrievanceForm />
            </div>
          </section>
        </div>
      </div>
    </>
  );
}

function GrievanceForm() {
  const { t } = useTranslation('pages');
  const id = useId();
  const file = useFileGrievance();
  const day = dateFormat(useLocaleTag(), { dateStyle: 'long' });
  const form = useZodForm(grievanceInputSchema, {
    defaultValues: blank,
    errorText: (key) => t(`grievance.${key}`, { defaultValue: t(`contact.${key}`) }),
  });
  const [receipt, setReceipt] = useState<GrievanceReceipt | null>(null);
  const category = form.watch('category');

  const onSubmit = form.handleSubmit((values) =>
    file.mutate(values, {
      onSuccess: (filed) => {
        setReceipt(filed);
        form.reset(blank);
      },
      onError: form.showServerProblems,
    }),
  );

  if (receipt) {
    return (
      <div className="contact-page__sent" role="status">
        <CheckCircle2 aria-hidden size={40} className="contact-page__sent-icon" />
        <h3>{t('grievance.filedTitle')}</h3>
        <p>
          {t('grievance.reference')} <strong dir="ltr">{receipt.reference}</strong>
        </p>
        <p className="text-muted-rh">{t('grievance.filedBody', { date: day.format(new Date(receipt.resolveBy)) })}</p>
        <button type="button" className="btn btn-outline-light" onClick={() => setReceipt(null)}>
          {t('grievance.fileAnother')}
        </button>
      </div>
    );
  }

  const failure = formFailure(file.error);
  return (
    <form className="contact-page__form" onSubmit={onSubmit} noValidate>
      <div className="row g-3">
        <NameEmailFields
          id={id}
          labels={{ name: t('contact.fields.name'), email: t('contact.fields.email') }}
          name={form.field('name')}
          email={form.field('email')}
          nameMaxLength={100}
        />
        <FieldFrame
          id={`${id}-category`}
          label={t('grievance.fields.category')}
          error={form.errorOf('category')}
          wrapperClassName="col-md-6"
        >
          {(control) => (
            <select className="form-select" {...control} {...form.register('category')}>
              {grievanceCategories.map((option) => (
                <option key={option} value={option}>
                  {t(`grievance.categories.${option}`)}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
        {category !== 'service' && (
          <TextField
            wrapperClassName="col-md-6"
            id={`${id}-title`}
            label={t('grievance.fields.title')}
            maxLength={200}
            {...form.field('title')}
          />
        )}
        <TextAreaField
          wrapperClassName="col-12"
          id={`${id}-description`}
          label={t('grievance.fields.description')}
          hint={t('grievance.descriptionHint')}
          rows={7}
          maxLength={5000}
          {...form.field('description')}
        />
        <HoneypotField id={`${id}-website`} {...form.register('website')} />
      </div>
      {failure && (
        <div className="alert alert-danger mt-3 mb-0" role="alert">
          {failure.status === 429 ? t('grievance.tooMany') : t('contact.failed')}
        </div>
      )}
      <button type="submit" className="btn btn-accent mt-4" disabled={file.isPending}>
        {file.isPending ? t('contact.sending') : t('grievance.file')}
      </button>
    </form>
  );
}
