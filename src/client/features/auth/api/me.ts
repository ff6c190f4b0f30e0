import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeResponse } from '@/shared/schemas/me';
import { api } from '@/client/lib/api-client';
import { sendJson } from '@/client/lib/api-error';

export const meQueryOptions = queryOptions({
  queryKey: ['me'],
  queryFn: () => sendJson<MeResponse>(() => api.me.$get()),
});

export const useMe = () => useQuery(meQueryOptions);
