import { useEffect } from 'react';
import { ApiError } from '../../shared/api/api-client';
import { reportVisit } from './api/report-visit';

const REPORTED_KEY = 'reelhouse.visitReported';

/**
 * Reports this browser session's visit once (the original app's visitor tracking). The server
 * takes the address from the connection and the member from the session, so nothing is sent.
 */
export function useReportVisit(): void {
  useEffect(() => {
    if (sessionStorage.getItem(REPORTED_KEY)) return;
    sessionStorage.setItem(REPORTED_KEY, '1');
    reportVisit().catch((error: unknown) => {
      // Not the visitor's concern. Only a report that never arrived is tried again on the next
      // page; one the server refused (a limit) is not.
      if (error instanceof ApiError && (error.status === 0 || error.status >= 500))
        sessionStorage.removeItem(REPORTED_KEY);
    });
  }, []);
}
