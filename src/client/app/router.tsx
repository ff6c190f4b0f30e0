import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteErrorScreen } from '@/client/components/errors/route-error-screen';
import { AppLayout } from '@/client/components/layout/app-layout';
import { LoadingApplication } from '@/client/components/layout/loading-application';
import { PublicLayout } from '@/client/components/layout/public-layout';
import { guard } from './guards';
import { RootLayout } from './root-layout';

/** A page that later work fills in: a heading that says what it is, behind its access class. */
const planned =
  (title: string, description: string): RouteObject['lazy'] =>
  async () => {
    const { PlannedPage } = await import('./routes/planned-page');
    return { Component: () => <PlannedPage title={title} description={description} /> };
  };

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
          Component: AppLayout,
          loader: guard(queryClient, 'signedIn'),
          children: [
            {
              path: 'subscription/plans',
              lazy: planned('Subscription plans', 'Choose a plan to keep using Coach Logbook.'),
            },
            { path: 'account', lazy: () => import('./routes/account') },
            { path: 'profile', lazy: () => import('./routes/profile') },
          ],
        },
        {
          Component: AppLayout,
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
            { path: 'reports', lazy: () => import('./routes/reports') },
            { path: 'export-import', lazy: planned('Export and import', 'Take your data out, or bring it in.') },
            { path: 'coach-tools', lazy: planned('Coach tools', 'Tools to use with your clients.') },
            { path: 'support', lazy: () => import('./routes/support') },
            { path: 'community', lazy: () => import('./routes/community') },
          ],
        },
        {
          Component: AppLayout,
          loader: guard(queryClient, 'admin'),
          children: [
            { path: 'admin', lazy: planned('Administration', 'Users, invitations and support tickets.') },
            { path: 'admin/users', lazy: planned('User Management', 'Manage users, roles, and invitations') },
            { path: 'admin/users/:userId', lazy: planned('User details', 'One user’s account and subscription.') },
            {
              path: 'admin/invitations',
              lazy: planned('Invitations Management', 'Invite coaches and grant free accounts.'),
            },
            { path: 'admin/support', lazy: () => import('./routes/admin-support') },
            { path: 'admin/support/:id', lazy: () => import('./routes/admin-support-ticket') },
          ],
        },
      ],
    },
  ]);
}
