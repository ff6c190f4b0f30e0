import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { callApi } from '@/client/lib/call-api';
import { DEFAULT_PAGE_SIZE, pageParams } from '@/shared/domain/paging';

const supportTicketsKey = ['admin', 'support-tickets'] as const;

export const supportTicketsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...supportTicketsKey, 'page', page],
    queryFn: () =>
      callApi(() => api.admin['support-tickets'].$get({ query: pageParams({ page, pageSize: DEFAULT_PAGE_SIZE }) })),
  });

export const useSupportTickets = (page: number) => useQuery(supportTicketsQueryOptions(page));

export const supportTicketQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...supportTicketsKey, 'ticket', id],
    queryFn: () => callApi(() => api.admin['support-tickets'][':id'].$get({ param: { id } })),
  });

export const useSupportTicket = (id: string) => useQuery(supportTicketQueryOptions(id));

export function useResolveSupportTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(() => api.admin['support-tickets'][':id'].resolve.$post({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportTicketsKey }),
  });
}
