import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { cn } from './lib/cn';
import { routeAuthLink } from './lib/auth-link';
import { rewriteHashRoute } from './lib/hash-route';
import { watchNetwork } from './lib/offline/network-status';
import { registerServiceWorker } from './lib/offline/register-service-worker';
import './styles.css';

// Before the router reads the address: '#/path?x#y' becomes '/path?x#y'.
rewriteHashRoute(window.location, window.history);
// Then an e-mailed auth link that landed on the wrong page goes to /verify or /reset-password.
routeAuthLink(window.location, window.history);
watchNetwork();
registerServiceWorker();

// Work after the entry is evaluated comes in separate tasks, each short enough not to hold up a tap
// on a slow phone (docs/decisions/023-first-page-chunks.md). The start-up screen is already in the
// HTML, so mounting a task later changes nothing on screen, and /api/me is already asked by it.
setTimeout(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
// tailwind-merge builds its class table on its first call (about 20 ms here, four times that on a
// slow phone): done now, while /api/me is on its way, rather than inside the first page's render.
setTimeout(() => cn());
