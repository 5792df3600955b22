import { Outlet } from 'react-router';
import { ScrollToTopOnNavigate } from './layouts/scroll-behaviour';

export function RootLayout() {
  return (
    <>
      <ScrollToTopOnNavigate />
      <Outlet />
    </>
  );
}
