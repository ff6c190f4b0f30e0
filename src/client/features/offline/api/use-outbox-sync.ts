import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { useMe } from '@/client/features/auth/api/me';
import { APP_ONLINE } from '@/client/lib/offline/network-status';
import { sendOutbox } from '@/client/lib/offline/send-outbox';

/** While entries wait and the network is up but the server is not answering, try again this often. */
const RETRY_MS = 30_000;

const changes = (count: number) => (count === 1 ? '1 change' : `${count} changes`);

/**
 * Sends the signed-in account's outbox when the app starts, when the network comes back, and
 * now and then while something is still waiting. Only that account's entries are ever sent.
 */
export function useOutboxSync() {
  const userId = useMe().data?.user?.id;
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!userId) return;
    let running = false;
    async function send() {
      if (running || !navigator.onLine || !userId) return;
      running = true;
      try {
        const result = await sendOutbox(userId);
        if (result.sent > 0) {
          await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'me' });
          toast.success('Synced', { description: `${changes(result.sent)} saved to your account` });
        }
        if (result.rejected > 0) {
          toast.error('Error', { description: `${changes(result.rejected)} could not be saved: open them to correct` });
        }
      } catch {
        // IndexedDB unavailable: nothing was queued here either.
      } finally {
        running = false;
      }
    }
    void send();
    const onOnline = () => void send();
    window.addEventListener(APP_ONLINE, onOnline);
    const timer = window.setInterval(() => void send(), RETRY_MS);
    return () => {
      window.removeEventListener(APP_ONLINE, onOnline);
      window.clearInterval(timer);
    };
  }, [userId, queryClient]);
}
