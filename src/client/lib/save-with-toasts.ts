import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { ApiError } from './api-error';
import { applyServerIssues } from './form-errors';
import { QUEUED } from './offline/outbox';

export const OFFLINE_SAVED = 'Waiting to sync: it will be sent when you are back online.';

interface SaveOptions<Values extends FieldValues> {
  form: UseFormReturn<Values, unknown, unknown>;
  /** What is saved, as the toasts name it: 'client' gives 'Client created successfully' / 'Could not create client'. */
  thing: string;
  editing: boolean;
  /** Says what was saved in the coach's words ('Session with Amelia Clarke on 21 October saved'), in place of '<Thing> created successfully'. */
  savedMessage?: string;
  /** Answers QUEUED when the entry was kept on this device to be sent later. */
  save: () => Promise<unknown>;
  /** A failure this form explains itself; return true when handled. */
  handleError?: (error: unknown) => boolean;
  /** Failures whose own message is the one to show (a rule such as the duplicate session). */
  showsServerMessage?: (error: ApiError) => boolean;
}

/**
 * Saves a form and says how it went. On failure the form keeps everything typed and shows the
 * server's messages under their fields, so nothing is lost. Returns whether it saved.
 */
export async function saveWithToasts<Values extends FieldValues>(options: SaveOptions<Values>) {
  const { form, thing, editing, savedMessage, save, handleError, showsServerMessage } = options;
  const verb = editing ? 'update' : 'create';
  try {
    if ((await save()) === QUEUED) {
      toast.success('Saved on this device', { description: OFFLINE_SAVED });
      return true;
    }
    if (savedMessage) {
      toast.success(savedMessage);
      return true;
    }
    const saved = `${thing.charAt(0).toUpperCase()}${thing.slice(1)} ${verb}d successfully`;
    toast.success('Success', { description: saved });
    return true;
  } catch (error) {
    if (handleError?.(error)) return false;
    applyServerIssues(form, error);
    // A list at its limit says which and what to do (features/auth/policy/logbook-limits.ts).
    const ownMessage = error instanceof ApiError && (error.code === 'LIMIT_REACHED' || showsServerMessage?.(error));
    toast.error('Error', { description: ownMessage ? error.message : `Could not ${verb} ${thing}` });
    return false;
  }
}
