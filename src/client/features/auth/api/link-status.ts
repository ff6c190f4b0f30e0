import { queryOptions } from '@tanstack/react-query';
import { authApi } from '@/client/lib/auth-api';
import type { AuthLinkType } from '@/shared/schemas/auth-links';

/** Asking again would give the same answer until the link is used; never retried on 4xx. */
export const linkStatusQueryOptions = (type: AuthLinkType, token: string) =>
  queryOptions({
    queryKey: ['auth-link-status', type, token],
    queryFn: () => authApi.linkStatus(type, token),
    staleTime: 0,
    gcTime: 0,
    retry: 1,
  });
