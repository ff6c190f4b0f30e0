import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useMe } from '@/client/features/auth/api/me';
import {
  listOutbox,
  onOutboxChangeElsewhere,
  OUTBOX_CHANGED,
  type OutboxEntry,
  type OutboxKind,
} from '@/client/lib/offline/outbox';

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
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: outboxKey });
    window.addEventListener(OUTBOX_CHANGED, refresh);
    const stopListening = onOutboxChangeElsewhere(refresh);
    return () => {
      window.removeEventListener(OUTBOX_CHANGED, refresh);
      stopListening();
    };
  }, [queryClient]);
  const outbox = useQuery(outboxQueryOptions(userId));
  const entries = outbox.data ?? [];
  return kind ? entries.filter((entry) => entry.kind === kind) : entries;
}
