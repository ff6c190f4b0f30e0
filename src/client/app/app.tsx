import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { AfterFirstFrame } from '@/client/components/layout/after-first-frame';
import { AppErrorBoundary } from '@/client/components/errors/app-error-boundary';
import { Button } from '@/client/components/ui/button';
import { meQueryOptions } from '@/client/features/auth/api/me';
import { setUnauthenticatedHandler } from '@/client/lib/api-error';
import { createQueryClient, refetchFailedWhenOnline } from '@/client/lib/query-client';
import { paths } from '@/client/config/paths';
import { createRouter } from './router';
import { StartupScreen } from './startup-screen';

/**
 * The router, made in a task after the first render: building its route table and reading the
 * address is a long task of its own on a slow phone (docs/decisions/023-first-page-chunks.md).
 */
function useRouter(queryClient: QueryClient) {
  const [router, setRouter] = useState<ReturnType<typeof createRouter> | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => {
      const created = createRouter(queryClient);
      setUnauthenticatedHandler(() => {
        queryClient.clear();
        void created.navigate(paths.login, { replace: true });
      });
      setRouter(created);
    });
    return () => clearTimeout(timer);
  }, [queryClient]);
  return router;
}

/** Start-up: who is signed in decides the first page, so the app waits for that one answer. */
function Startup({ queryClient }: { queryClient: QueryClient }) {
  const me = useQuery({ ...meQueryOptions, retry: 1 });
  const router = useRouter(queryClient);

  if (me.isPending || !router) return <StartupScreen />;
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

export function App() {
  const [queryClient] = useState(createQueryClient);
  useEffect(() => refetchFailedWhenOnline(queryClient), [queryClient]);
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <Startup queryClient={queryClient} />
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
