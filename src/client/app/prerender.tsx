import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import type { Me } from '@/shared/schemas/me';
import { meQueryOptions } from '@/client/features/auth/api/me';
import { createQueryClient } from '@/client/lib/query-client';
import { App } from './app';
import { loadRouteModules } from './load-route-modules';
import { appRoutes, routerStarted } from './router';
import { StartupScreen } from './startup-screen';

/*
 * Run on Node at build time, never in the browser (scripts/prerender.ts bundles it): the markup
 * written into index.html and into the entry pages' copies of it (ADR 022, ADR 026, ADR 050).
 */

export const startupScreen = () => renderToStaticMarkup(<StartupScreen />);

/** Renders the app at an address with a memory router, then lets go of what the render started. */
async function renderAt(
  pathname: string,
  queryClient: QueryClient,
  render: (app: ReactElement) => string,
  started: boolean,
) {
  const routes = appRoutes(queryClient);
  await loadRouteModules(routes, pathname);
  const router = createMemoryRouter(routes, { initialEntries: [pathname] });
  try {
    if (started) await routerStarted(router);
    return render(
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
    );
  } finally {
    // The queries a render starts keep a garbage-collection timer (five minutes): left running,
    // they held the build's process open that long after Vite had finished.
    queryClient.clear();
    router.dispose();
  }
}

/**
 * A public page as the browser's first render draws it: for a visitor not yet known (the page
 * asks who is signed in once it runs), with nothing in the query cache. The browser hydrates it.
 */
export const page = (pathname: string) => renderAt(pathname, createQueryClient(), renderToString, false);

/**
 * Who the frame is drawn for: a coach with access, nothing else known (no e-mail address, not an
 * admin). Only what every coach's page shows before its data arrives depends on it.
 */
const NOBODY_YET: Me = {
  user: { id: '', email: '', role: 'user', twoFactorEnabled: false, createdAt: '' },
  access: {
    hasSubscription: true,
    isAdmin: false,
    subscriptionStatus: 'trial',
    subscriptionEndDate: null,
    daysRemaining: null,
  },
};

/**
 * A signed-in page's frame as the app first draws it while the page's data is on its way: the top
 * bar, the page's heading and its loading state (ADR 050). Painted before any script runs; the app
 * draws the page over it, not hydrating it, once it knows who is signed in.
 */
export function signedInFrame(pathname: string) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(meQueryOptions.queryKey, NOBODY_YET);
  return renderAt(pathname, queryClient, renderToStaticMarkup, true);
}
