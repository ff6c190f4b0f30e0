import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddUserInput, EditUserInput } from '@/shared/schemas/admin-users';
import { api } from '@/client/lib/api-client';
import { callApi } from '@/client/lib/call-api';
import { DEFAULT_PAGE_SIZE, pageParams } from '@/shared/domain/paging';
import { requireData } from '../admin-messages';

/** Users, their details and the overview figures: every change here refreshes them all. */
const adminKey = ['admin'] as const;

export const adminUsersQueryOptions = (search: string, page: number) =>
  queryOptions({
    queryKey: [...adminKey, 'users', { search, page }],
    queryFn: () =>
      callApi(() =>
        api.admin.users.$get({ query: { search, ...pageParams({ page, pageSize: DEFAULT_PAGE_SIZE }) } }),
      ).then(requireData),
    placeholderData: keepPreviousData,
  });

export const useAdminUsers = (search: string, page: number) => useQuery(adminUsersQueryOptions(search, page));

export const adminUserQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...adminKey, 'user', userId],
    queryFn: () => callApi(() => api.admin.users[':userId'].$get({ param: { userId } })).then(requireData),
  });

export const useAdminUser = (userId: string) => useQuery(adminUserQueryOptions(userId));

function useAdminMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}

export const useAddUser = () =>
  useAdminMutation((input: AddUserInput) => callApi(() => api.admin.users.$post({ json: input })));

export const useEditUser = () =>
  useAdminMutation(({ userId, input }: { userId: string; input: EditUserInput }) =>
    callApi(() => api.admin.users[':userId'].$patch({ param: { userId }, json: input })),
  );

export const useSetFreeAccount = () =>
  useAdminMutation(({ userId, freeAccount }: { userId: string; freeAccount: boolean }) =>
    callApi(() => api.admin.users[':userId']['free-account'].$put({ param: { userId }, json: { freeAccount } })),
  );

export const useSignOutEverywhere = () =>
  useAdminMutation((userId: string) =>
    callApi(() => api.admin.users[':userId'].sessions.$delete({ param: { userId } })),
  );

export const useDeleteUser = () =>
  useAdminMutation((userId: string) => callApi(() => api.admin.users[':userId'].$delete({ param: { userId } })));

export { adminKey };
