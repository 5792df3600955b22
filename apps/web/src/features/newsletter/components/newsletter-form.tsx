import { MailCheck, Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-client';
import { HoneypotField } from '../../../shared/forms/honeypot-field';
import { useNewsletterSignUp } from '../api/newsletter-requests';
import './newsletter-form.css';

/**
 * The form's rules, fetched when someone starts to use it: the form sits in every page's footer,
 * and the validation library would otherwise ship with every first page.
 */
const loadRules = () => import('@reelhouse/contracts/newsletter');

/**
 * The newsletter box: an e-mail address and Subscribe. Nothing is subscribed until the owner
 * follows the link mailed to them, which the sent state says.
 */
export function NewsletterForm({ source, className = '' }: { source: 'shop' | 'blog'; className?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const signUp = useNewsletterSignUp();
  const [email, setEmail] = useState('');
  const [website, setWebsite] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { newsletterSignUpSchema } = await loadRules();
    const parsed = newsletterSignUpSchema.safeParse({ email: email.trim(), source, website });
    setInvalid(!parsed.success);
    if (!parsed.success) return;
    signUp.mutate(parsed.data, {
      onSuccess: () => {
        setSentTo(parsed.data.email);
        setEmail('');
      },
      onError: (error) => setInvalid(error instanceof ApiError && error.status === 400),
    });
  };

  if (sentTo) {
    return (
      <p className={`newsletter-form__sent ${className}`} role="status">
        <MailCheck aria-hidden size={20} />
        {t('newsletter.sent', { email: sentTo })}
      </p>
    );
  }
  const failure = signUp.error instanceof ApiError && signUp.error.status !== 400 ? signUp.error : null;
  return (
    <form
      className={`newsletter-form ${className}`}
      onSubmit={(event) => void submit(event)}
      onFocus={() => void loadRules()}
      noValidate
    >
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
          className={`form-control${invalid ? ' is-invalid' : ''}`}
          placeholder={t('newsletter.placeholder')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${id}-error` : undefined}
        />
        <button type="submit" className="btn btn-accent" disabled={signUp.isPending}>
          <Send aria-hidden size={16} />
          {t('newsletter.subscribe')}
        </button>
      </div>
      <HoneypotField id={`${id}-website`} value={website} onChange={setWebsite} />
      {invalid && (
        <div className="invalid-feedback d-block" id={`${id}-error`}>
          {t('newsletter.invalid')}
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
