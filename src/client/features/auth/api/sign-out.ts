import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/client/config/paths';
import { authApi } from '@/client/lib/auth-api';
import { clearUserLocalData } from '@/client/lib/local-data';
import { countUnsentBeforeSignOut, forgetOfflineData } from '@/client/lib/offline/forget-offline-data';
import type { MeResponse } from '@/shared/schemas/me';
import type { LoginState } from '../components/login-page';
import { meQueryOptions } from './me';

const signedInUserId = (queryClient: QueryClient) =>
  queryClient.getQueryData<MeResponse>(meQueryOptions.queryKey)?.user?.id;

export const discardQuestion = (count: number) =>
  `${count === 1 ? '1 change is' : `${count} changes are`} waiting to sync and will be lost if you sign out now. Sign out anyway?`;

/**
 * Forgets everything this browser holds about the person: cached answers, local keys, and the
 * entries and answers kept for offline use (so they can never be sent as the next account).
 */
export function forgetSignedInData(queryClient: QueryClient) {
  const userId = signedInUserId(queryClient);
  queryClient.clear();
  clearUserLocalData();
  void forgetOfflineData(userId);
}

/**
 * Ends the session on the server and forgets everything cached in the browser. Entries logged
 * offline and not yet sent are tried once more; if some remain, the person is asked first.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (state?: LoginState) => {
    const unsent = await countUnsentBeforeSignOut(signedInUserId(queryClient));
    if (unsent > 0 && !window.confirm(discardQuestion(unsent))) return;
    try {
      await authApi.signOut();
    } catch {
      // Already signed out, or offline: the browser forgets the session either way.
    } finally {
      forgetSignedInData(queryClient);
      await navigate(paths.login, { replace: true, state });
    }
  };
}
