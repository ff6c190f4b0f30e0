import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/client/config/paths';
import { authApi } from '@/client/lib/auth-api';

/** Ends the session on the server and forgets everything cached in the browser. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    try {
      await authApi.signOut();
    } finally {
      queryClient.clear();
      await navigate(paths.login, { replace: true });
    }
  };
}
