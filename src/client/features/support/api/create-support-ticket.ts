import { useMutation } from '@tanstack/react-query';
import type { SupportTicketInput } from '@/shared/schemas/support';
import { api } from '@/client/lib/api-client';
import { callApi } from '@/client/lib/call-api';

export const useCreateSupportTicket = () =>
  useMutation({
    mutationFn: (input: SupportTicketInput) => callApi(() => api['support-tickets'].$post({ json: input })),
  });
