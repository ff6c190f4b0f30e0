import { Link } from 'react-router';
import { buttonVariants } from '@/client/components/ui/button';
import { ResponsiveList, type ListColumn } from '@/client/components/ui/responsive-list';
import { paths } from '@/client/config/paths';
import { formatDateTime } from '@/client/lib/dates';
import { supportIssueTypeLabels, type AdminSupportTicket } from '@/shared/schemas/support';
import { ContactFlag } from './contact-flag';
import { DeliveryStatus, ResolvedStatus } from './delivery-status';

const columns: ListColumn<AdminSupportTicket>[] = [
  {
    heading: 'Created',
    cell: (ticket) => formatDateTime(ticket.createdAt),
    className: 'whitespace-nowrap text-slate-700',
  },
  {
    heading: 'From',
    cell: (ticket) => (
      <>
        <span className="block truncate">{ticket.email}</span>
        <ContactFlag ticket={ticket} />
      </>
    ),
    className: 'max-w-56 text-slate-700',
  },
  {
    heading: 'Type',
    cell: (ticket) => supportIssueTypeLabels[ticket.issueType],
    className: 'whitespace-nowrap text-slate-700',
  },
  { heading: 'Summary', cell: (ticket) => ticket.summary, className: 'font-medium text-slate-900' },
  { heading: 'Jira', cell: (ticket) => <DeliveryStatus ticket={ticket} /> },
  { heading: 'Status', cell: (ticket) => <ResolvedStatus ticket={ticket} /> },
];

export function SupportTicketsTable({ tickets }: { tickets: AdminSupportTicket[] }) {
  return (
    <ResponsiveList
      label="Support tickets"
      items={tickets}
      itemKey={(ticket) => ticket.id}
      columns={columns}
      actions={(ticket) => (
        <Link
          to={paths.adminSupportTicket(ticket.id)}
          className={buttonVariants({ variant: 'secondary', size: 'sm' })}
          aria-label={`Open ticket: ${ticket.summary}`}
        >
          Open
        </Link>
      )}
      cardHeader={(ticket) => (
        <>
          <p className="font-medium text-slate-900">{ticket.summary}</p>
          <p className="truncate text-sm text-slate-700">
            {supportIssueTypeLabels[ticket.issueType]} · {ticket.email}
          </p>
          <ContactFlag ticket={ticket} />
          <p className="text-sm text-slate-600">{formatDateTime(ticket.createdAt)}</p>
        </>
      )}
      cardBody={(ticket) => (
        <div className="mt-3 flex flex-wrap gap-2">
          <DeliveryStatus ticket={ticket} />
          <ResolvedStatus ticket={ticket} />
        </div>
      )}
    />
  );
}
