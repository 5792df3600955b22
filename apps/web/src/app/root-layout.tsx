import { Navigate, Outlet } from 'react-router';
import { useReportVisit } from '../features/visits/use-report-visit';
import { ScrollToTopOnNavigate } from './layouts/scroll-behaviour';
import { PageLoading } from '../shared/ui/page-loading';
import { useProfileGate } from './profile-gate';

export function RootLayout() {
  useReportVisit();
  // The page is not even drawn where the profile watching may not be: it would ask for what it may not see.
  const gate = useProfileGate();
  return (
    <>
      <ScrollToTopOnNavigate />
      {gate.show ? <Outlet /> : gate.to ? <Navigate to={gate.to} replace /> : <PageLoading />}
    </>
  );
}
