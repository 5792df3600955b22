import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { StrictMode, Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from '../shared/theme/theme-context';

/**
 * What every page is drawn inside, the same in the browser and on the server (where each request
 * has its own query cache and language): a hydrated page must be the tree the server drew.
 */
export function AppProviders({
  queryClient,
  i18n,
  children,
}: {
  queryClient: QueryClient;
  i18n: I18n;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <ThemeProvider serverDirection={i18n.dir() === 'rtl' ? 'rtl' : 'ltr'}>
            <Suspense fallback={null}>{children}</Suspense>
          </ThemeProvider>
        </I18nextProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
