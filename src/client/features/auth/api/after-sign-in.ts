import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@/client/config/paths';
import { localKeys, readLocal, removeLocal } from '@/client/lib/local-data';
import { meQueryOptions } from './me';

/**
 * Where a coach goes once signed in (spec section 4, login flow step 3), whether the password
 * was enough or a two-factor code was needed too.
 */
export function useAfterSignIn() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async (email: string) => {
    try {
      // An answer asked before the sign-in and still on its way speaks of no session: asked anew.
      await queryClient.cancelQueries({ queryKey: meQueryOptions.queryKey });
      const me = await queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 });
      // A plan chosen before signing in, or the first sign-in of an account created in this
      // browser, continues on the plans page.
      const firstSignIn = readLocal(localKeys.newAccount) === email.toLowerCase();
      removeLocal(localKeys.newAccount);
      if (readLocal(localKeys.pendingPlan) || firstSignIn) {
        await navigate(paths.plans, { replace: true });
      } else if (me.user && me.access.hasSubscription) {
        toast.success('Login Successful', { description: 'Welcome back!' });
        await navigate(paths.dashboard, { replace: true });
      } else {
        toast.info('Subscription Required', { description: 'Please subscribe to access all features' });
        await navigate(paths.plans, { replace: true });
      }
    } catch {
      await navigate(paths.plans, { replace: true });
    }
  };
}
