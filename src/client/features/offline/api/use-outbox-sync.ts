import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { useMe } from '@/client/features/auth';
import { APP_ONLINE, isOnline } from '@/client/lib/offline/network-status';
import { onOutboxNews } from '@/client/lib/offline/outbox';
import { sendOutbox } from '@/client/lib/offline/send-outbox';
import { refreshAfterChange } from '@/client/lib/record-figures';

/** While entries wait and the network is up but the server is not answering, try again this often. */
const RETRY_MS = 30_000;

const changes = (count: number) => (count === 1 ? '1 change' : `${count} changes`);

/**
 * Sends the signed-in account's outbox when the app starts, when the network comes back, and
 * now and then while something is still waiting; only that account's entries are ever sent.
 * Whoever sent them (this page, another tab, the worker's background sync), the coach is told.
 */
export function useOutboxSync() {
  const userId = useMe().data?.user?.id;
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!userId) return;
    const stopListening = onOutboxNews((news) => {
      if (news.type !== 'sent' || news.userId !== userId) return;
      if (news.sent.length > 0) {
        void refreshAfterChange(queryClient, news.sent);
        toast.success('Synced', { description: `${changes(news.sent.length)} saved to your account` });
      }
      // The server's own words for one refusal (the spec's texts); a count for several.
      const [reason, ...more] = news.rejected;
      if (reason) {
        const description =
          more.length === 0
            ? `Not saved: ${reason}`
            : `${changes(news.rejected.length)} could not be saved: correct them in the list`;
        toast.error('Error', { description });
      }
    });

    let running = false;
    async function send() {
      if (running || !isOnline() || !userId) return;
      running = true;
      try {
        await sendOutbox(userId);
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
      stopListening();
      window.removeEventListener(APP_ONLINE, onOnline);
      window.clearInterval(timer);
    };
  }, [userId, queryClient]);
}
