import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { RouteErrorScreen } from '@/client/components/errors/route-error-screen';
import { LoadingApplication } from '@/client/components/layout/loading-application';
import { PublicLayout } from '@/client/components/layout/public-layout';
import { guard } from './guards';
import { RootLayout } from './root-layout';

// The signed-in shell (navigation, billing banner, offline queue) loads with the first signed-in
// page, so the public pages do not carry it.
const appLayout = () =>
  import('@/client/components/layout/app-layout').then(({ AppLayout }) => ({ Component: AppLayout }));

export function createRouter(queryClient: QueryClient) {
  return createBrowserRouter([
    {
      Component: RootLayout,
      HydrateFallback: LoadingApplication,
      ErrorBoundary: RouteErrorScreen,
      children: [
        {
          Component: PublicLayout,
          children: [
            { index: true, lazy: () => import('./routes/landing') },
            { path: 'login', lazy: () => import('./routes/login') },
            { path: 'signup', lazy: () => import('./routes/signup') },
            { path: 'verify', lazy: () => import('./routes/verify') },
            { path: 'reset-password', lazy: () => import('./routes/reset-password') },
            { path: 'two-factor', lazy: () => import('./routes/two-factor') },
            { path: 'debug-reset', lazy: () => import('./routes/debug-reset') },
            { path: 'auth-troubleshoot', lazy: () => import('./routes/auth-troubleshoot') },
            { path: 'about', lazy: () => import('./routes/about') },
            { path: '*', lazy: () => import('./routes/not-found') },
          ],
        },
        {
          lazy: appLayout,
          loader: guard(queryClient, 'signedIn'),
          children: [
            { path: 'subscription/plans', lazy: () => import('./routes/plans') },
            { path: 'subscription/demo-checkout', lazy: () => import('./routes/demo-checkout') },
            { path: 'account', lazy: () => import('./routes/account') },
            { path: 'profile', lazy: () => import('./routes/profile') },
          ],
        },
        {
          lazy: appLayout,
          loader: guard(queryClient, 'subscription'),
          children: [
            { path: 'dashboard', lazy: () => import('./routes/dashboard') },
            { path: 'clients', lazy: () => import('./routes/clients') },
            { path: 'sessions', lazy: () => import('./routes/sessions') },
            { path: 'sessions/:id', lazy: () => import('./routes/session-detail') },
            { path: 'supervision', lazy: () => import('./routes/supervision') },
            { path: 'supervision/new', lazy: () => import('./routes/supervision-form') },
            { path: 'supervision/edit/:id', lazy: () => import('./routes/supervision-form') },
            { path: 'cpd', lazy: () => import('./routes/cpd') },
            { path: 'accreditation', lazy: () => import('./routes/accreditation') },
            { path: 'accreditation/print', lazy: () => import('./routes/accreditation-print') },
            { path: 'accreditation/education', lazy: () => import('./routes/accreditation-education') },
            { path: 'accreditation/mentor-coaching', lazy: () => import('./routes/accreditation-mentor-coaching') },
            { path: 'accreditation/credentials', lazy: () => import('./routes/accreditation-credentials') },
            { path: 'accreditation/feedback', lazy: () => import('./routes/accreditation-feedback') },
            { path: 'reports', lazy: () => import('./routes/reports') },
            { path: 'export-import', lazy: () => import('./routes/export-import') },
            {
              path: 'coach-tools',
              lazy: () => import('./routes/coach-tools'),
              children: [
                { index: true, lazy: () => import('./routes/coach-tools-index') },
                { path: 'wheel-of-life', lazy: () => import('./routes/coach-tools-wheel') },
                { path: 'grow', lazy: () => import('./routes/coach-tools-grow') },
                { path: 'questions', lazy: () => import('./routes/coach-tools-questions') },
              ],
            },
            { path: 'support', lazy: () => import('./routes/support') },
            { path: 'community', lazy: () => import('./routes/community') },
          ],
        },
        {
          lazy: appLayout,
          loader: guard(queryClient, 'admin'),
          children: [
            {
              // Admin screens need two-factor on; without it this shows how to turn it on.
              lazy: () => import('./routes/admin-gate'),
              children: [
                { path: 'admin', lazy: () => import('./routes/admin') },
                { path: 'admin/users', lazy: () => import('./routes/admin-users') },
                { path: 'admin/users/:userId', lazy: () => import('./routes/admin-user') },
                { path: 'admin/invitations', lazy: () => import('./routes/admin-invitations') },
                { path: 'admin/support', lazy: () => import('./routes/admin-support') },
                { path: 'admin/support/:id', lazy: () => import('./routes/admin-support-ticket') },
              ],
            },
          ],
        },
      ],
    },
  ]);
}
