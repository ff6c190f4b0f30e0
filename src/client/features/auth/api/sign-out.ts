import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/client/config/paths';
import { authApi } from '@/client/lib/auth-api';
import { clearUserLocalData } from '@/client/lib/local-data';
import type { LoginState } from '../components/login-page';

/** Forgets everything this browser holds about the person: cached answers and local keys. */
export function forgetSignedInData(queryClient: QueryClient) {
  queryClient.clear();
  clearUserLocalData();
}

/** Ends the session on the server and forgets everything cached in the browser. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (state?: LoginState) => {
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
