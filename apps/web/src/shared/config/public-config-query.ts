import { api } from '@reelhouse/contracts/api';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@reelhouse/contracts/public-config';
import { embeddedDataIds } from '@reelhouse/contracts/web-routes';
import { callApi } from '../api/api-client';

/**
 * The server writes these settings into the page (`<script type="application/json"
 * id="public-config">`), so the first screen does not wait a round trip for them; the API answers
 * when the page came from elsewhere (the dev server).
 */
function settingsInPage(): PublicConfig | undefined {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(embeddedDataIds.publicConfig)?.textContent;
  return text ? (JSON.parse(text) as PublicConfig) : undefined;
}

export const publicConfigQuery = queryOptions({
  queryKey: ['public-config'],
  queryFn: () => callApi(api.site.config),
  initialData: settingsInPage,
  staleTime: Infinity,
});

/** Operator settings (service name, contacts, links); loaded once before the shell renders. */
export function usePublicConfig(): PublicConfig {
  return useSuspenseQuery(publicConfigQuery).data;
}
