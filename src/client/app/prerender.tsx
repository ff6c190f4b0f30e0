import { StrictMode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { createQueryClient } from '@/client/lib/query-client';
import { App } from './app';
import { loadRouteModules } from './load-route-modules';
import { appRoutes } from './router';
import { StartupScreen } from './startup-screen';

/*
 * Run on Node at build time, never in the browser (scripts/prerender.ts bundles it): the markup
 * written into index.html and into the public pages' copies of it (ADR 022, ADR 026).
 */

export const startupScreen = () => renderToStaticMarkup(<StartupScreen />);

/**
 * A public page as the browser's first render draws it: for a visitor not yet known (the page
 * asks who is signed in once it runs), with nothing in the query cache.
 */
export async function page(pathname: string) {
  const queryClient = createQueryClient();
  const routes = appRoutes(queryClient);
  await loadRouteModules(routes, pathname);
  const router = createMemoryRouter(routes, { initialEntries: [pathname] });
  try {
    return renderToString(
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
