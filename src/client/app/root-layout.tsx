import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { CookieNotice } from '@/client/components/layout/cookie-notice';
import { OfflineBanner } from '@/client/features/offline';
import { PageTitle } from './page-title';

/** Around every page: its title, the lazy-page loading line, the cookie notice, scroll restoration. */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      {navigation.state === 'loading' && (
        <div role="status" className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-brand-600">
          <span className="sr-only">Loading application...</span>
        </div>
      )}
      <PageTitle />
      <OfflineBanner />
      <Outlet />
      <CookieNotice />
      <ScrollRestoration />
    </>
  );
}
