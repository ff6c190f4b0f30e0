import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { useCreateOrQueue } from '@/client/features/offline';
import { useDateSense } from '@/client/features/profile';
import { ApiError } from '@/client/lib/api-error';
import { todayIso } from '@/client/lib/dates';
import { QUEUED } from '@/client/lib/offline/outbox';
import { OFFLINE_SAVED } from '@/client/lib/save-with-toasts';
import { formatLength } from '@/shared/domain/hours';
import type { CoachingSessionFormValues, CoachingSessionInput } from '@/shared/schemas/coaching-sessions';
import { useCreateSession, useLastSession } from '../api/coaching-sessions';
import { sessionSavedMessage } from '../session-defaults';

/**
 * One tap logs today's session as the last one was: 'Log again: Zoe Walker · 1 h · today'. The
 * same schema, rule and offline outbox as the form; a second session for that client today is
 * refused as the form refuses it. The schema (and zod with it) loads on the tap: building it with
 * the dashboard held a slow phone's main thread for a third of a second.
 */
export function LogAgainChip() {
  const last = useLastSession();
  const createSession = useCreateSession();
  const createOrQueue = useCreateOrQueue('coaching-session', (input: CoachingSessionInput & { id: string }) =>
    createSession.mutateAsync(input),
  );
  const sense = useDateSense();
  const [busy, setBusy] = useState(false);
  if (!last.data) return null;
  const session = last.data;

  async function logAgain() {
    const today = todayIso();
    const values: CoachingSessionFormValues = {
      clientId: session.clientId,
      date: today,
      duration: session.duration,
      sessionType: session.sessionType,
      groupSize: session.groupSize ?? '',
      payment: session.payment,
      rate: '',
      rating: '',
    };
    const { coachingSessionInputSchema } = await import('@/shared/schemas/coaching-sessions');
    const parsed = coachingSessionInputSchema(sense).safeParse(values);
    if (!parsed.success) {
      toast.error('Error', { description: parsed.error.issues[0]?.message ?? 'Could not create session' });
      return;
    }
    setBusy(true);
    try {
      const summary = `${session.clientName} · ${session.duration} min`;
      if ((await createOrQueue({ input: parsed.data, values, summary })) === QUEUED) {
        toast.success('Saved on this device', { description: OFFLINE_SAVED });
      } else {
        toast.success(sessionSavedMessage(session.clientName, today));
      }
    } catch (error) {
      const own = error instanceof ApiError && error.code === 'CONFLICT';
      toast.error('Error', { description: own ? error.message : 'Could not create session' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      disabled={busy}
      onClick={() => void logAgain()}
      className="inline-flex min-h-10 max-w-full items-center gap-2 rounded-full border border-brand-700 bg-white px-4 py-2 text-sm font-medium text-brand-800 hover:bg-brand-50 disabled:opacity-60"
    >
      <RotateCcw aria-hidden="true" className="size-4 shrink-0" />
      <span className="truncate">
        Log again: {session.clientName} · {formatLength(session.duration)} · today
      </span>
    </button>
  );
}
