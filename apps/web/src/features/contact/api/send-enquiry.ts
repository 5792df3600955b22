import { useMutation } from '@tanstack/react-query';
import type { EnquiryInput } from '@reelhouse/contracts/enquiries';
import { apiRequest, jsonRequest } from '../../../shared/api/api-client';
import { useContentLanguage } from '../../catalogue/api/catalogue-queries';

/** Sends the contact form; the confirmation mail is written in the page's language. */
export function useSendEnquiry() {
  const lang = useContentLanguage();
  return useMutation({
    mutationFn: (enquiry: EnquiryInput) =>
      apiRequest<{ success: true }>(`/api/send-enquiry/?lang=${lang}`, jsonRequest('POST', enquiry)),
  });
}
