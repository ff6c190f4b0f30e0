import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useMe } from '@/client/features/auth';
import { listOutbox, onOutboxNews, type OutboxEntry, type OutboxKind } from '@/client/lib/offline/outbox';

const outboxKey = ['outbox'] as const;

const outboxQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: [...outboxKey, userId ?? null],
    queryFn: () => (userId ? listOutbox(userId) : Promise.resolve<OutboxEntry[]>([])),
    // The outbox is on this device: it reads without a network, and it is never stale.
    networkMode: 'always',
    staleTime: Infinity,
  });

/** The signed-in account's entries waiting to sync (of one kind, when given), oldest first. */
export function useOutbox(kind?: OutboxKind) {
  const userId = useMe().data?.user?.id;
  const queryClient = useQueryClient();
  useEffect(() => onOutboxNews(() => void queryClient.invalidateQueries({ queryKey: outboxKey })), [queryClient]);
  const outbox = useQuery(outboxQueryOptions(userId));
  const entries = outbox.data ?? [];
  return kind ? entries.filter((entry) => entry.kind === kind) : entries;
}
