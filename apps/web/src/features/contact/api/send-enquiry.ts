import { api } from '@reelhouse/contracts/api';
import { useMutation } from '@tanstack/react-query';
import type { EnquiryInput } from '@reelhouse/contracts/enquiries';
import { callApi } from '../../../shared/api/api-client';
import { useContentLanguage } from '../../../shared/i18n/content-language';

/** Sends the contact form; the confirmation mail is written in the page's language. */
export function useSendEnquiry() {
  const lang = useContentLanguage();
  return useMutation({
    mutationFn: (enquiry: EnquiryInput) => callApi(api.site.sendEnquiry, { query: { lang }, body: enquiry }),
  });
}
