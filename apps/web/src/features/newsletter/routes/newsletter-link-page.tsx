import { newsletterConfirmationSchema, newsletterUnsubscribeSchema } from '@reelhouse/contracts/newsletter';
import { webPaths } from '@reelhouse/contracts/web-routes';
import { CheckCircle2, MailWarning } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api/api-client';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { useNewsletterConfirm, useNewsletterUnsubscribe } from '../api/newsletter-requests';
import './newsletter-link-page.css';

/**
 * Where a newsletter mail's link leads. The page asks for a press before it confirms or leaves:
 * mail scanners open links, and must not subscribe or unsubscribe anyone by looking.
 */
export function NewsletterLinkPage({ action }: { action: 'confirm' | 'unsubscribe' }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const query = Object.fromEntries(search);
  const confirm = useNewsletterConfirm();
  const unsubscribe = useNewsletterUnsubscribe();
  const link =
    action === 'confirm' ? newsletterConfirmationSchema.safeParse(query) : newsletterUnsubscribeSchema.safeParse(query);
  const mutation = action === 'confirm' ? confirm : unsubscribe;
  usePageTitle(t(`newsletter.${action}.title`));

  const press = () => {
    if (!link.success) return;
    if (action === 'confirm') confirm.mutate(newsletterConfirmationSchema.parse(query));
    else unsubscribe.mutate(newsletterUnsubscribeSchema.parse(query));
  };
  const problem = !link.success
    ? 'invalidLink'
    : mutation.error instanceof ApiError
      ? mutation.error.status === 404
        ? 'goneLink'
        : mutation.error.status === 403
          ? 'invalidLink'
          : 'failed'
      : null;

  return (
    <section className="container-xxl newsletter-link-page">
      <div className="surface-card newsletter-link-page__card">
        {mutation.isSuccess ? (
          <div role="status">
            <CheckCircle2 aria-hidden size={44} className="newsletter-link-page__icon" />
            <h1>{t(`newsletter.${action}.doneTitle`)}</h1>
            <p className="text-muted-rh">{t(`newsletter.${action}.doneBody`)}</p>
          </div>
        ) : (
          <>
            {problem ? (
              <MailWarning aria-hidden size={44} className="newsletter-link-page__icon" />
            ) : (
              <CheckCircle2
                aria-hidden
                size={44}
                className="newsletter-link-page__icon newsletter-link-page__icon--muted"
              />
            )}
            <h1>{t(`newsletter.${action}.title`)}</h1>
            <p className="text-muted-rh">{t(`newsletter.${action}.body`)}</p>
            {problem && (
              <p className="text-danger" role="alert">
                {t(`newsletter.${problem}`)}
              </p>
            )}
            {link.success && problem !== 'invalidLink' && problem !== 'goneLink' && (
              <button type="button" className="btn btn-accent" onClick={press} disabled={mutation.isPending}>
                {t(`newsletter.${action}.button`)}
              </button>
            )}
          </>
        )}
        <Link to={webPaths.home} className="btn btn-outline-light mt-3">
          {t('newsletter.backHome')}
        </Link>
      </div>
    </section>
  );
}
