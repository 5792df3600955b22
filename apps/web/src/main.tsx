import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createRouter } from './app/router';
import { ApiError } from './shared/api/api-client';
import { publicConfigQuery } from './shared/config/public-config-query';
import './shared/i18n/i18n';
import { ThemeProvider } from './shared/theme/theme-context';
import './shared/styles/app.css';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A 4xx answer (not found, restricted, bad input) will not change on retry; network and 5xx may.
      retry: (failures, error) =>
        failures < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      refetchOnWindowFocus: false,
    },
  },
});
// Start the one request the shell needs while React is still starting.
void queryClient.prefetchQuery(publicConfigQuery);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <Suspense fallback={null}>
          <RouterProvider router={createRouter()} />
        </Suspense>
      </ThemeProvider>
    </QueryClientProvider>
  </StrictMode>,
);
