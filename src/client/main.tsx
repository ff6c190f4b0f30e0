import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, askWhoIsSignedIn } from './app/app';
import { loadRouteModules } from './app/load-route-modules';
import { appRoutes, createRouter, routerStarted } from './app/router';
import { paths } from './config/paths';
import { cn } from './lib/cn';
import { reportLandingLinkError, routeAuthLink } from './lib/auth-link';
import { rewriteHashRoute } from './lib/hash-route';
import { watchNetwork } from './lib/offline/network-status';
import { registerServiceWorker } from './lib/offline/register-service-worker';
import { createQueryClient } from './lib/query-client';
import './styles.css';

// Before the router reads the address: '#/path?x#y' becomes '/path?x#y'.
rewriteHashRoute(window.location, window.history);
// Then an e-mailed auth link that landed on the wrong page goes to /verify or /reset-password.
routeAuthLink(window.location, window.history);
// An auth error that came back to the landing page is logged by the server, not shown.
reportLandingLinkError(window.location);
watchNetwork();
registerServiceWorker();

const root = document.getElementById('root')!;
const queryClient = createQueryClient();
const whoIsSignedIn = askWhoIsSignedIn(queryClient);

/**
 * The build pre-rendered this public page (ADR 026) for its bare address: a link's token, a hash
 * or a message carried in the history's state would draw something else, so those start afresh.
 */
const prerendered = () =>
  root.dataset.prerendered === window.location.pathname &&
  !window.location.search &&
  !window.location.hash &&
  (window.history.state as { usr?: unknown } | null)?.usr == null;

/** The page's route modules are already on their way (modulepreload), so this waits for little. */
async function hydrate() {
  const routes = appRoutes(queryClient);
  await loadRouteModules(routes, window.location.pathname);
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App queryClient={queryClient} router={createRouter(queryClient, routes)} />
      </StrictMode>,
    );
  });
}

/**
 * Any other page is drawn once the app knows what to draw: who is signed in, then the page's
 * modules and guard. Until then the HTML's own markup stays (the start-up screen, or the signed-in
 * frame of the dashboard: ADR 050); React's first commit is the page, not a copy of that markup.
 * When who is signed in cannot be asked, the start-up says so and offers to try again.
 */
async function start() {
  // The page coaches open first asks for its data now (its module is preloaded with the page's).
  if (window.location.pathname === paths.dashboard)
    void import('./app/first-page-data').then(({ askForDashboardData }) => askForDashboardData(queryClient));
  const router = createRouter(queryClient);
  const answered = await whoIsSignedIn;
  if (answered) await routerStarted(router);
  else router.dispose();
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App queryClient={queryClient} router={answered ? router : undefined} />
      </StrictMode>,
    );
  });
}

// Work after the entry is evaluated comes in separate tasks, each short enough not to hold up a tap
// on a slow phone (docs/decisions/023-first-page-chunks.md). What the HTML holds (the page, or the
// start-up markup) is already drawn, and /api/me is already asked by it. The router is made in a
// task of its own; the first render and the hydration are transitions: React then does them in
// slices of a few milliseconds, and a tap meanwhile is answered (ADR 047).
setTimeout(() => void (prerendered() ? hydrate() : start()));
// tailwind-merge builds its class table on its first call (about 20 ms here, four times that on a
// slow phone): done now, while /api/me is on its way, rather than inside the first page's render.
setTimeout(() => cn());
