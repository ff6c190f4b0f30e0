import type { QueryClient } from '@tanstack/react-query';
import { redirect } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@/client/config/paths';
import { meQueryOptions } from '@/client/features/auth/api/me';

export type AccessClass = 'signedIn' | 'subscription' | 'admin';

/**
 * The router's half of the access model (the server enforces the same rules on every call):
 * signed-in pages need a session, subscription pages an active or trial plan, admin pages the role.
 */
export function guard(queryClient: QueryClient, access: AccessClass) {
  return async () => {
    const me = await queryClient.ensureQueryData(meQueryOptions);
    if (!me.user) throw redirect(paths.login);
    if (access === 'admin' && !me.access.isAdmin) {
      toast.error('Access Denied', { description: "You don't have permission to access this page." });
      throw redirect(paths.home);
    }
    if (access === 'subscription' && !me.access.hasSubscription) throw redirect(paths.plans);
    return null;
  };
}
