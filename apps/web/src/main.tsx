import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, Suspense, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createRouter } from './app/router';
import { queryClient } from './shared/api/query-client';
import { publicConfigQuery } from './shared/config/public-config-query';
import './shared/i18n/i18n';
import { ThemeProvider } from './shared/theme/theme-context';
import './shared/styles/app.css';

// Start the one request the shell needs while React is still starting.
void queryClient.prefetchQuery(publicConfigQuery);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// A transition lets React build the first page in slices of a few milliseconds, handing the main
// thread back in between (taps, scrolls and the browser's own work are never held up for long).
startTransition(() =>
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
  ),
);
