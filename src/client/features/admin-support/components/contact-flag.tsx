import { TriangleAlert } from 'lucide-react';
import type { AdminSupportTicket } from '@/shared/schemas/support';

/** Anyone can type any address on the form: a contact address that is not the account's is flagged. */
export function ContactFlag({ ticket }: { ticket: AdminSupportTicket }) {
  if (!ticket.contactDiffers) return null;
  return (
    <span className="mt-1 inline-flex items-center gap-1 rounded-md bg-amber-50 px-2 py-0.5 text-sm font-medium text-amber-900 ring-1 ring-amber-200">
      <TriangleAlert className="size-4" aria-hidden="true" />
      Not the account’s address
    </span>
  );
}
