import { Outlet } from 'react-router';
import { useReportVisit } from '../features/visits/use-report-visit';
import { ScrollToTopOnNavigate } from './layouts/scroll-behaviour';

export function RootLayout() {
  useReportVisit();
  return (
    <>
      <ScrollToTopOnNavigate />
      <Outlet />
    </>
  );
}
