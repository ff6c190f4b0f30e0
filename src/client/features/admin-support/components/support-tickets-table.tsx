import { Link } from 'react-router';
import { buttonVariants } from '@/client/components/ui/button';
import { TableHead } from '@/client/components/ui/table-head';
import { paths } from '@/client/config/paths';
import { formatDateTime } from '@/client/lib/dates';
import { supportIssueTypeLabels, type SupportTicket } from '@/shared/schemas/support';
import { DeliveryStatus, ResolvedStatus } from './delivery-status';

const headings = ['Created', 'From', 'Type', 'Summary', 'Jira', 'Status'];

function OpenLink({ ticket }: { ticket: SupportTicket }) {
  return (
    <Link
      to={paths.adminSupportTicket(ticket.id)}
      className={buttonVariants({ variant: 'secondary', size: 'sm' })}
      aria-label={`Open ticket: ${ticket.summary}`}
    >
      Open
    </Link>
  );
}

/** A table on wide screens, cards under 768 px. */
export function SupportTicketsTable({ tickets }: { tickets: SupportTicket[] }) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block">
        <table className="w-full text-left text-sm">
          <TableHead headings={headings} />
          <tbody className="divide-y divide-slate-200">
            {tickets.map((ticket) => (
              <tr key={ticket.id}>
                <td className="px-4 py-3 whitespace-nowrap text-slate-700">{formatDateTime(ticket.createdAt)}</td>
                <td className="max-w-48 truncate px-4 py-3 text-slate-700">{ticket.email}</td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                  {supportIssueTypeLabels[ticket.issueType]}
                </td>
                <td className="px-4 py-3 font-medium text-slate-900">{ticket.summary}</td>
                <td className="px-4 py-3">
                  <DeliveryStatus ticket={ticket} />
                </td>
                <td className="px-4 py-3">
                  <ResolvedStatus ticket={ticket} />
                </td>
                <td className="px-4 py-2 text-right">
                  <OpenLink ticket={ticket} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 md:hidden">
        {tickets.map((ticket) => (
          <li key={ticket.id} className="rounded-xl border border-slate-200 bg-white p-4">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">{ticket.summary}</p>
                <p className="truncate text-sm text-slate-700">
                  {supportIssueTypeLabels[ticket.issueType]} · {ticket.email}
                </p>
                <p className="text-sm text-slate-600">{formatDateTime(ticket.createdAt)}</p>
              </div>
              <OpenLink ticket={ticket} />
            </div>
            <div className="mt-3 flex flex-wrap gap-2">
              <DeliveryStatus ticket={ticket} />
              <ResolvedStatus ticket={ticket} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
