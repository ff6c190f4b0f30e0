import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { DeletedAnswer } from '@/shared/schemas/undo';
import { api } from './api-client';
import { ApiError } from './api-error';
import { callApi } from './call-api';
import { refreshAfterChange, type RecordKind } from './record-figures';

/** How long 'Undo' is offered after a delete (issue 29 §4); the server keeps the rows longer. */
export const UNDO_TOAST_MS = 10_000;

interface DeletedToast {
  /** The spec's success text, e.g. 'CPD activity deleted successfully'. */
  description: string;
  /** What was deleted, as 'Undo' names it when it is back: 'CPD activity' gives 'CPD activity restored'. */
  thing: string;
  /** Which figures the record counts towards, refreshed once it is back. */
  kind: RecordKind;
}

async function undo(queryClient: QueryClient, id: string, { thing, kind }: DeletedToast) {
  try {
    await callApi(() => api.undo[':id'].$post({ param: { id } }));
    await refreshAfterChange(queryClient, [kind]);
    toast.success('Success', { description: `${thing} restored` });
  } catch (error) {
    toast.error('Error', { description: error instanceof ApiError ? error.message : 'Could not undo the delete' });
  }
}

/**
 * The toast after a delete of one record: the success text and, for 10 seconds, 'Undo', which puts
 * the record back exactly (same id, fields and links) and refreshes what counts it.
 */
export function useDeletedToast() {
  const queryClient = useQueryClient();
  return (answer: DeletedAnswer, options: DeletedToast) =>
    toast.success('Success', {
      description: options.description,
      duration: UNDO_TOAST_MS,
      action: { label: 'Undo', onClick: () => void undo(queryClient, answer.undo.id, options) },
    });
}
