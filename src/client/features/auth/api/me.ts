import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeResponse } from '@/shared/schemas/me';
import { api } from '@/client/lib/api-client';
import { sendJson } from '@/client/lib/api-error';
import { meOrSnapshot } from '@/client/lib/offline/offline-reads';

export const meQueryOptions = queryOptions({
  queryKey: ['me'],
  // Remembered so that the app opens offline for the account last signed in on this browser.
  queryFn: () => meOrSnapshot(() => sendJson<MeResponse>(() => api.me.$get())),
});

export const useMe = () => useQuery(meQueryOptions);
