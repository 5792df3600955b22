import { useMutation } from '@tanstack/react-query';
import type { NewsletterConfirmation, NewsletterSignUp, NewsletterUnsubscribe } from '@reelhouse/contracts/newsletter';
import { apiRequest, jsonRequest } from '../../../shared/api/api-client';
import { useContentLanguage } from '../../catalogue/api/catalogue-queries';

/** Signs an address up; the confirmation mail is written in the page's language. */
export function useNewsletterSignUp() {
  const lang = useContentLanguage();
  return useMutation({
    mutationFn: (input: NewsletterSignUp) =>
      apiRequest<{ status: 'confirmation_sent' }>(
        `/api/newsletter/subscriptions?lang=${lang}`,
        jsonRequest('POST', input),
      ),
  });
}

export function useNewsletterConfirm() {
  return useMutation({
    mutationFn: (link: NewsletterConfirmation) =>
      apiRequest<{ status: 'confirmed' }>('/api/newsletter/confirmations', jsonRequest('POST', link)),
  });
}

export function useNewsletterUnsubscribe() {
  return useMutation({
    mutationFn: (link: NewsletterUnsubscribe) =>
      apiRequest<{ status: 'unsubscribed' }>('/api/newsletter/unsubscriptions', jsonRequest('POST', link)),
  });
}
