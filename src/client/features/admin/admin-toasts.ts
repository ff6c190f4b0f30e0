import { toast } from 'sonner';
import { adminFailureMessage, roleUpdateFailureMessage } from './admin-messages';

/** The spec's rule for admin calls: a destructive toast saying why (admin-messages.ts). */
export function toastAdminFailure(error: unknown, fallback: string) {
  toast.error('Error', { description: adminFailureMessage(error, fallback) });
}

/** A role change that failed: 'Failed to update user role: <reason>'. */
export const toastRoleFailure = (error: unknown) =>
  toast.error('Error', { description: roleUpdateFailureMessage(error) });

export const toastAdminSuccess = (description: string) => toast.success('Success', { description });

/** Validation before sending: the first message, as a destructive toast. */
export const toastAdminInvalid = (message: string) => toast.error('Error', { description: message });
