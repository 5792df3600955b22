import { api } from '@reelhouse/contracts/api';
import type { GrievanceInput } from '@reelhouse/contracts/grievances';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { useContentLanguage } from '../../../shared/i18n/content-language';

/** Files a complaint; its acknowledgement is mailed in the page's language. */
export function useFileGrievance() {
  const lang = useContentLanguage();
  return useMutation({
    mutationFn: (grievance: GrievanceInput) => callApi(api.site.fileGrievance, { query: { lang }, body: grievance }),
  });
}
