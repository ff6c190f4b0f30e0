import { toast } from 'sonner';
import { ApiError } from '@/client/lib/api-error';

/**
 * The spec's rule for admin calls: a destructive toast with the server's message when it sent one
 * (a refusal it explains, such as 'This account must remain as admin'), else the fallback.
 */
export function toastAdminFailure(error: unknown, fallback: string) {
  const serverMessage = error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : null;
  toast.error('Error', { description: serverMessage ?? fallback });
}

export const toastAdminSuccess = (description: string) => toast.success('Success', { description });

/** Validation before sending: the first message, as a destructive toast. */
export const toastAdminInvalid = (message: string) => toast.error('Error', { description: message });
