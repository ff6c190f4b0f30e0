import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { giveFormsToTheApp } from '@/client/boot/forms-before-the-app';
import { AfterFirstFrame } from '@/client/components/layout/after-first-frame';
import { AppErrorBoundary } from '@/client/components/errors/app-error-boundary';
import { Button } from '@/client/components/ui/button';
import { meQueryOptions } from '@/client/features/auth/api/me';
import { setUnauthenticatedHandler } from '@/client/lib/api-error';
import { refetchFailedWhenOnline } from '@/client/lib/query-client';
import { paths } from '@/client/config/paths';
import { createRouter, type AppRouter } from './router';
import { StartupScreen } from './startup-screen';

const onUnauthenticated = (queryClient: QueryClient, router: AppRouter) =>
  setUnauthenticatedHandler(() => {
    queryClient.clear();
    void router.navigate(paths.login, { replace: true });
  });

/**
 * The router, made in a task after the first render, since building its route table and reading
 * the address is a long task of its own on a slow phone (docs/decisions/023-first-page-chunks.md).
 */
function useRouter(queryClient: QueryClient) {
  const [router, setRouter] = useState<AppRouter | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => {
      const created = createRouter(queryClient);
      onUnauthenticated(queryClient, created);
      setRouter(created);
    });
    return () => clearTimeout(timer);
  }, [queryClient]);
  return router;
}

/** Who is signed in, as the start-up asks it: once more after a failure. */
const startupMe = { ...meQueryOptions, retry: 1 };

/**
 * Asked before the first render, so the answer the HTML's preload is fetching is read as soon as it
 * arrives (docs/decisions/048-shorter-tasks-on-the-signed-in-start.md). Resolves to whether it was
 * answered: without an answer, the start-up says so and offers to try again.
 */
export async function askWhoIsSignedIn(queryClient: QueryClient) {
  await queryClient.prefetchQuery(startupMe);
  return queryClient.getQueryState(startupMe.queryKey)?.status === 'success';
}

/**
 * Start-up when who is signed in could not be asked at first (main.tsx): says so, asks again on
 * Retry, then makes a router and draws the page. Also what a test renders without a router.
 */
function Startup({ queryClient }: { queryClient: QueryClient }) {
  const me = useQuery(startupMe);
  const router = useRouter(queryClient);

  if (!router || me.isPending) return <StartupScreen />;
  if (me.isError) {
    return (
      <main className="flex min-h-screen items-center justify-center p-6">
        <div role="alert" className="max-w-md text-center">
          <h1 className="text-2xl font-semibold text-slate-900">Failed to initialize application</h1>
          <p className="mt-2 text-slate-600">{me.error.message}</p>
          <Button className="mt-6" onClick={() => void me.refetch()}>
            Retry
          </Button>
        </div>
      </main>
    );
  }
  return <RouterProvider router={router} />;
}

/**
 * A router already started on its first page: a pre-rendered public page being hydrated (ADR 026),
 * or any other page once who is signed in is known and the page is loaded (ADR 050). It does not
 * read who is signed in: during a hydration that answer often arrives mid-way, and a render that
 * read it would then be done again, whole and at once, to stay consistent (ADR 048).
 */
function Started({ queryClient, router }: { queryClient: QueryClient; router: AppRouter }) {
  useEffect(() => onUnauthenticated(queryClient, router), [queryClient, router]);
  // After the page's own effects: a hydrated page is live, so what was done in its markup can be taken.
  useEffect(() => giveFormsToTheApp(document), []);
  return <RouterProvider router={router} />;
}

interface AppProps {
  queryClient: QueryClient;
  /** Given once started on its first page (its modules loaded), so that page is the first render. */
  router?: AppRouter;
}

export function App({ queryClient, router }: AppProps) {
  useEffect(() => refetchFailedWhenOnline(queryClient), [queryClient]);
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        {router ? <Started queryClient={queryClient} router={router} /> : <Startup queryClient={queryClient} />}
        {/* A toast raised before it is drawn shows once it is: sonner replays those still open. */}
        <AfterFirstFrame>
          <Toaster
            visibleToasts={1}
            position="top-center"
            closeButton
            // Below the 64 px header, so a toast never covers the navigation or the menu button.
            offset={{ top: 76 }}
            mobileOffset={{ top: 76 }}
            toastOptions={{ classNames: { title: 'text-slate-900', description: '!text-slate-700' } }}
          />
        </AfterFirstFrame>
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
