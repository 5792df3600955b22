import { enquiryInputSchema } from '@reelhouse/contracts/enquiries';
import { CheckCircle2, Clock, Mail, Phone } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../../shared/config/public-config-query';
import { formFailure } from '../../../shared/forms/field-problems';
import { NameEmailFields } from '../../../shared/forms/name-email-fields';
import { TextAreaField } from '../../../shared/forms/text-field';
import { HoneypotField } from '../../../shared/forms/honeypot-field';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { useBrandValues } from '../../pages';
import { PageBanner } from '../../../shared/ui/page-banner';
import { useSendEnquiry } from '../api/send-enquiry';
import './contact-page.css';

const blank = { name: '', email: '', message: '', website: '' };

/** The contact form (name, e-mail, message) beside the operator's own contact details. */
export function ContactPage() {
  const { t } = useTranslation('pages');
  const values = useBrandValues();
  const { contactEmail, contactPhone } = usePublicConfig();
  usePageTitle(t('contact.title'));

  return (
    <>
      <PageBanner title={t('contact.title')} lead={t('contact.intro', values)} />
      <div className="container-xxl contact-page">
        <div className="row g-4 g-lg-5">
          <aside className="col-lg-4" aria-labelledby="contact-details">
            <div className="surface-card contact-page__details">
              <h2 id="contact-details" className="contact-page__heading">
                {t('contact.detailsTitle')}
              </h2>
              <p className="d-flex gap-3">
                <Mail aria-hidden size={20} className="contact-page__icon" />
                <a href={`mailto:${contactEmail}`} dir="ltr">
                  {contactEmail}
                </a>
              </p>
              {contactPhone && (
                <p className="d-flex gap-3">
                  <Phone aria-hidden size={20} className="contact-page__icon" />
                  <a href={`tel:${contactPhone.replace(/\s/g, '')}`} dir="ltr">
                    {contactPhone}
                  </a>
                </p>
              )}
              <p className="d-flex gap-3 mb-0 text-muted-rh">
                <Clock aria-hidden size={20} className="contact-page__icon" />
                <span>{t('contact.replyTime')}</span>
              </p>
            </div>
          </aside>
          <section className="col-lg-8" aria-labelledby="contact-form">
            <div className="surface-card contact-page__form-card">
              <h2 id="contact-form" className="contact-page__heading">
                {t('contact.formTitle')}
              </h2>
              <EnquiryForm />
            </div>
          </section>
        </div>
      </div>
    </>
  );
}

function EnquiryForm() {
  const { t } = useTranslation('pages');
  const id = useId();
  const send = useSendEnquiry();
  const form = useZodForm(enquiryInputSchema, { defaultValues: blank, errorText: (key) => t(`contact.${key}`) });
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = form.handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: () => {
        setSentTo(values.email);
        form.reset(blank);
      },
      onError: form.showServerProblems,
    }),
  );

  if (sentTo) {
    return (
      <div className="contact-page__sent" role="status">
        <CheckCircle2 aria-hidden size={40} className="contact-page__sent-icon" />
        <h3>{t('contact.sentTitle')}</h3>
        <p className="text-muted-rh">{t('contact.sentBody', { email: sentTo })}</p>
        <button type="button" className="btn btn-outline-light" onClick={() => setSentTo(null)}>
          {t('contact.sendAnother')}
        </button>
      </div>
    );
  }

  const failure = formFailure(send.error);
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
        <TextAreaField
          wrapperClassName="col-12"
          id={`${id}-message`}
          label={t('contact.fields.message')}
          hint={t('contact.messageHint')}
          rows={7}
          maxLength={5000}
          {...form.field('message')}
        />
        <HoneypotField id={`${id}-website`} {...form.register('website')} />
      </div>
      {failure && (
        <div className="alert alert-danger mt-3 mb-0" role="alert">
          {failure.status === 429 ? t('contact.tooMany') : t('contact.failed')}
        </div>
      )}
      <button type="submit" className="btn btn-accent mt-4" disabled={send.isPending}>
        {send.isPending ? t('contact.sending') : t('contact.send')}
      </button>
    </form>
  );
}
