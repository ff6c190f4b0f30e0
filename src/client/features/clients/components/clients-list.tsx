import { Link } from 'react-router';
import { RowActions } from '@/client/components/ui/row-actions';
import { TableHead } from '@/client/components/ui/table-head';
import { paths } from '@/client/config/paths';
import { formatHours, minutesToHours } from '@/shared/domain/hours';
import type { ClientSummary } from '@/shared/schemas/clients';

interface ClientsListProps {
  clients: ClientSummary[];
  onEdit: (client: ClientSummary) => void;
  onDelete: (client: ClientSummary) => void;
}

function Actions({ client, onEdit, onDelete }: { client: ClientSummary } & Omit<ClientsListProps, 'clients'>) {
  return (
    <RowActions
      editLabel={`Edit ${client.name}`}
      deleteLabel={`Delete ${client.name}`}
      onEdit={() => onEdit(client)}
      onDelete={() => onDelete(client)}
    />
  );
}

function ArchivedBadge() {
  return (
    <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">Archived</span>
  );
}

const sessionsLink = (client: ClientSummary) => `${paths.sessions}?clientId=${client.id}`;

/** A table on wide screens, cards under 768 px. */
export function ClientsList({ clients, onEdit, onDelete }: ClientsListProps) {
  return (
    <>
      <div className="hidden overflow-hidden rounded-xl border border-slate-200 bg-white md:block">
        <table className="w-full text-left text-sm">
          <TableHead headings={['Name', 'Email', 'Phone', 'Sessions', 'Hours']} numeric={['Sessions', 'Hours']} />
          <tbody className="divide-y divide-slate-200">
            {clients.map((client) => (
              <tr key={client.id}>
                <td className="px-4 py-3">
                  <span className="font-medium text-slate-900">{client.name}</span>
                  {client.status === 'archived' && <ArchivedBadge />}
                  {client.organisation && <p className="text-slate-600">{client.organisation}</p>}
                </td>
                <td className="px-4 py-3 text-slate-700">{client.email ?? '-'}</td>
                <td className="px-4 py-3 text-slate-700">{client.phone ?? '-'}</td>
                <td className="px-4 py-3 text-right">
                  <Link to={sessionsLink(client)} className="text-brand-700 underline-offset-4 hover:underline">
                    {client.sessionsCount}
                    <span className="sr-only"> sessions with {client.name}</span>
                  </Link>
                </td>
                <td className="px-4 py-3 text-right text-slate-700">
                  {formatHours(minutesToHours(client.totalMinutes))}
                </td>
                <td className="px-4 py-2">
                  <Actions client={client} onEdit={onEdit} onDelete={onDelete} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 md:hidden">
        {clients.map((client) => (
          <li key={client.id} className="rounded-xl border border-slate-200 bg-white p-4">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">
                  {client.name}
                  {client.status === 'archived' && <ArchivedBadge />}
                </p>
                {client.organisation && <p className="text-sm text-slate-600">{client.organisation}</p>}
                {client.email && <p className="truncate text-sm text-slate-700">{client.email}</p>}
                {client.phone && <p className="text-sm text-slate-700">{client.phone}</p>}
              </div>
              <Actions client={client} onEdit={onEdit} onDelete={onDelete} />
            </div>
            <p className="mt-2 text-sm text-slate-700">
              <Link to={sessionsLink(client)} className="text-brand-700 underline underline-offset-4">
                {client.sessionsCount} {client.sessionsCount === 1 ? 'session' : 'sessions'}
              </Link>{' '}
              · {formatHours(minutesToHours(client.totalMinutes))} hours
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
