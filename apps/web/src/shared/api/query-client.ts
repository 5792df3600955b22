import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** The one query cache: the app renders with it and route loaders start requests in it. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A 4xx answer (not found, restricted, bad input) will not change on retry; network and 5xx may.
      retry: (failures, error) =>
        failures < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      refetchOnWindowFocus: false,
    },
  },
});
