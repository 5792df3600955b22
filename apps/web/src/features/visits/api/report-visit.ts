import { api } from '@reelhouse/contracts/api';
import { callApi } from '../../../shared/api/api-client';

/** The original app's visitor tracking: the server takes the address and the member from the request. */
export const reportVisit = () => callApi(api.site.reportVisit, { body: {} });
