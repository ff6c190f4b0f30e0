import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { App } from '@/client/app/app';
import { appRoutes } from '@/client/app/router';
import { watchNetwork } from '@/client/lib/offline/network-status';
import { createQueryClient } from '@/client/lib/query-client';

/**
 * The whole app at an address, as the browser runs it: the real route table (guards, layouts,
 * lazy pages), a real QueryClient, and the test's fake server behind `fetch`.
 */
export function renderApp(path: string) {
  // As main.tsx does: a request that gets no answer counts the app offline, and is not retried.
  watchNetwork();
  const queryClient = createQueryClient();
  const router = createMemoryRouter(appRoutes(queryClient), { initialEntries: [path] });
  // No pause between keystrokes: the tests type whole fields.
  const user = userEvent.setup({ delay: null });
  render(<App queryClient={queryClient} router={router} />);
  return { queryClient, router, user };
}
