import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { AppLayout } from '@/client/components/layout/app-layout';
import { accountNavItems, primaryNavItems } from '@/client/components/layout/nav-items';
import { useMe, useSignOut } from '@/client/features/auth';
import { BillingBanner } from '@/client/features/billing';
// The query alone, not the clients barrel: the barrel's forms load only when a page opens one.
import { activeClientsQueryOptions } from '@/client/features/clients/api/clients';
import { WaitingCount } from '@/client/features/offline';
import { ReauthPrompt } from '@/client/features/reauthentication';
import { usePublicConfig } from '@/client/lib/public-config';
import { LogSessionHost } from './log-session-host';

/**
 * The signed-in shell: the app gives the layout what it shows, from the features that own it.
 * `children` stands in for the page when it failed (router.tsx).
 */
export function AppShell({ children }: { children?: ReactNode }) {
  const { data: me } = useMe();
  const signOut = useSignOut();
  const config = usePublicConfig();
  // Loaded (and kept on the device) with any signed-in page, so a session can be logged offline;
  // never after sign-out has cleared the cache, when it would only meet a 401.
  useQuery({ ...activeClientsQueryOptions(), enabled: Boolean(me?.user) });
  const accountItems = accountNavItems({
    community: Boolean(config.data?.communityUrl),
    admin: Boolean(me?.access?.isAdmin),
  });

  return (
    <LogSessionHost canLog={Boolean(me?.access?.hasSubscription)}>
      <AppLayout
        email={me?.user?.email ?? ''}
        primaryItems={primaryNavItems}
        accountItems={accountItems}
        onSignOut={() => void signOut()}
        status={<WaitingCount />}
        banner={<BillingBanner />}
        overlays={<ReauthPrompt />}
      >
        {children ?? <Outlet />}
      </AppLayout>
    </LogSessionHost>
  );
}
