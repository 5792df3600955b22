import { MailCheck, Send } from 'lucide-react';
import { newsletterSignUpSchema } from '@reelhouse/contracts/newsletter';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formFailure } from '../../../shared/forms/field-problems';
import { HoneypotField } from '../../../shared/forms/honeypot-field';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import { useNewsletterSignUp } from '../api/newsletter-requests';
import './newsletter-form.css';

/** What the visitor fills in; where the form sits is added on the way out. */
const newsletterFormSchema = newsletterSignUpSchema.omit({ source: true });
const blank = { email: '', website: '' };

/**
 * The newsletter box: an e-mail address and Subscribe. Nothing is subscribed until the owner
 * follows the link mailed to them, which the sent state says.
 */
export function NewsletterForm({ source, className = '' }: { source: 'shop' | 'blog'; className?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const signUp = useNewsletterSignUp();
  const form = useZodForm(newsletterFormSchema, { defaultValues: blank, errorText: () => t('newsletter.invalid') });
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = form.handleSubmit((values) =>
    signUp.mutate(
      { ...values, source },
      {
        onSuccess: () => {
          setSentTo(values.email);
          form.reset(blank);
        },
        onError: form.showServerProblems,
      },
    ),
  );

  if (sentTo) {
    return (
      <p className={`newsletter-form__sent ${className}`} role="status">
        <MailCheck aria-hidden size={20} />
        {t('newsletter.sent', { email: sentTo })}
      </p>
    );
  }
  const failure = formFailure(signUp.error);
  const error = form.errorOf('email');
  return (
    <form className={`newsletter-form ${className}`} onSubmit={onSubmit} noValidate>
      <label className="visually-hidden" htmlFor={`${id}-email`}>
        {t('newsletter.email')}
      </label>
      <div className="newsletter-form__row">
        <input
          id={`${id}-email`}
          type="email"
          dir="ltr"
          autoComplete="email"
          maxLength={254}
          className={`form-control${error ? ' is-invalid' : ''}`}
          placeholder={t('newsletter.placeholder')}
          {...form.register('email')}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button type="submit" className="btn btn-accent" disabled={signUp.isPending}>
          <Send aria-hidden size={16} />
          {t('newsletter.subscribe')}
        </button>
      </div>
      <HoneypotField id={`${id}-website`} {...form.register('website')} />
      {error && (
        <div className="invalid-feedback d-block" id={`${id}-error`}>
          {error}
        </div>
      )}
      {failure && (
        <p className="text-danger small mt-2 mb-0" role="alert">
          {failure.status === 429 ? t('newsletter.rateLimited') : t('newsletter.failed')}
        </p>
      )}
      <p className="newsletter-form__hint">{t('newsletter.hint')}</p>
    </form>
  );
}
