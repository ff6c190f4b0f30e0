import { Outlet, ScrollRestoration } from 'react-router';
import { CookieNotice } from '@/client/components/layout/cookie-notice';
import { NavigationProgress } from '@/client/components/layout/navigation-progress';
import { OfflineBanner } from '@/client/features/offline';
import { PageTitle } from './page-title';

/** Around every page: its title, the lazy-page loading line, the cookie notice, scroll restoration. */
export function RootLayout() {
  return (
    <>
      <NavigationProgress />
      <PageTitle />
      <OfflineBanner />
      <Outlet />
      <CookieNotice />
      <ScrollRestoration />
    </>
  );
}
