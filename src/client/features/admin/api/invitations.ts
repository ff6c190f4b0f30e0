import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvitationInput, InvitationStatus } from '@/shared/schemas/invitations';
import { api } from '@/client/lib/api-client';
import { callApi } from '@/client/lib/call-api';
import { DEFAULT_PAGE_SIZE, pageParams } from '@/shared/domain/paging';
import { adminKey } from './admin-users';

export type InvitationTab = InvitationStatus | 'all';

export const invitationsQueryOptions = (status: InvitationTab, page: number) =>
  queryOptions({
    queryKey: [...adminKey, 'invitations', { status, page }],
    queryFn: () =>
      callApi(() =>
        api.admin.invitations.$get({ query: { status, ...pageParams({ page, pageSize: DEFAULT_PAGE_SIZE }) } }),
      ),
    placeholderData: keepPreviousData,
  });

export const useInvitations = (status: InvitationTab, page: number) => useQuery(invitationsQueryOptions(status, page));

/** An invitation changes users (acceptance, reset) as well as the list: refresh everything admin. */
function useInvitationMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}

export const useCreateInvitation = () =>
  useInvitationMutation((input: InvitationInput) => callApi(() => api.admin.invitations.$post({ json: input })));

export const useUpdateInvitation = () =>
  useInvitationMutation(({ id, input }: { id: string; input: InvitationInput }) =>
    callApi(() => api.admin.invitations[':id'].$put({ param: { id }, json: input })),
  );

export const useDeleteInvitation = () =>
  useInvitationMutation((id: string) => callApi(() => api.admin.invitations[':id'].$delete({ param: { id } })));

export const useResetInvitation = () =>
  useInvitationMutation((id: string) => callApi(() => api.admin.invitations[':id'].reset.$post({ param: { id } })));
