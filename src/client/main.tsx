import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
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

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
