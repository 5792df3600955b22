import { api } from '@reelhouse/contracts/api';
import { useMutation } from '@tanstack/react-query';
import type { NewsletterConfirmation, NewsletterSignUp, NewsletterUnsubscribe } from '@reelhouse/contracts/newsletter';
import { callApi } from '../../../shared/api/api-client';
import { useContentLanguage } from '../../../shared/i18n/content-language';

/** Signs an address up; the confirmation mail is written in the page's language. */
export function useNewsletterSignUp() {
  const lang = useContentLanguage();
  return useMutation({
    mutationFn: (input: NewsletterSignUp) => callApi(api.site.subscribe, { query: { lang }, body: input }),
  });
}

export function useNewsletterConfirm() {
  return useMutation({
    mutationFn: (link: NewsletterConfirmation) => callApi(api.site.confirm, { body: link }),
  });
}

export function useNewsletterUnsubscribe() {
  return useMutation({
    mutationFn: (link: NewsletterUnsubscribe) => callApi(api.site.unsubscribe, { body: link }),
  });
}
