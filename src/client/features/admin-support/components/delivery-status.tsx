import type { SupportTicket } from '@/shared/schemas/support';
import { cn } from '@/client/lib/cn';

const badge = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap';

/** Where the ticket stands with Jira: stored, sent (with its key) or failing (with the last error). */
export function DeliveryStatus({ ticket, showError = false }: { ticket: SupportTicket; showError?: boolean }) {
  if (ticket.deliveryStatus === 'sent') {
    return <span className={cn(badge, 'bg-green-100 text-green-800')}>Sent to Jira: {ticket.jiraKey}</span>;
  }
  if (ticket.deliveryStatus === 'failing') {
    return (
      <span className="inline-flex flex-col gap-1">
        <span className={cn(badge, 'w-fit bg-red-100 text-red-800')}>
          Failing ({ticket.attempts} {ticket.attempts === 1 ? 'attempt' : 'attempts'})
        </span>
        {showError && ticket.lastError && <span className="text-xs break-words text-red-800">{ticket.lastError}</span>}
      </span>
    );
  }
  return <span className={cn(badge, 'bg-slate-100 text-slate-800')}>Stored</span>;
}

export function ResolvedStatus({ ticket }: { ticket: SupportTicket }) {
  return ticket.resolvedAt ? (
    <span className={cn(badge, 'bg-slate-100 text-slate-700')}>Resolved</span>
  ) : (
    <span className={cn(badge, 'bg-amber-100 text-amber-900')}>Open</span>
  );
}
