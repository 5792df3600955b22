import { useEffect } from 'react';
import { usePublicConfig } from '../config/public-config-query';

/** Sets the tab title to "Page | Service" while the page is shown. */
export function usePageTitle(title: string | null): void {
  const { serviceName } = usePublicConfig();
  useEffect(() => {
    document.title = title ? `${title} | ${serviceName}` : serviceName;
  }, [title, serviceName]);
}
