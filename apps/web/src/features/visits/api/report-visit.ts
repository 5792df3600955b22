import { apiRequest, jsonRequest } from '../../../shared/api/api-client';

/** The original app's visitor tracking: the server takes the address and the member from the request. */
export const reportVisit = () => apiRequest('/api/track-visitors/', jsonRequest('POST', {}));
