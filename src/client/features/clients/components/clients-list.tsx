import { Link } from 'react-router';
import { ResponsiveList, type ListColumn } from '@/client/components/ui/responsive-list';
import { RowActions } from '@/client/components/ui/row-actions';
import { paths } from '@/client/config/paths';
import { formatHoursShort, minutesToHours } from '@/shared/domain/hours';
import type { ClientSummary } from '@/shared/schemas/clients';

interface ClientsListProps {
  clients: ClientSummary[];
  onEdit: (client: ClientSummary) => void;
  onDelete: (client: ClientSummary) => void;
}

function ArchivedBadge() {
  return (
    <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">Archived</span>
  );
}

/** The name opens the client's page. */
function ClientLink({ client }: { client: ClientSummary }) {
  return (
    <Link to={paths.client(client.id)} className="font-medium text-brand-700 underline-offset-4 hover:underline">
      {client.name}
    </Link>
  );
}

const sessionsLink = (client: ClientSummary) => `${paths.sessions}?clientId=${client.id}`;
const hours = (client: ClientSummary) => formatHoursShort(minutesToHours(client.totalMinutes));

const columns: ListColumn<ClientSummary>[] = [
  {
    heading: 'Name',
    cell: (client) => (
      <>
        <ClientLink client={client} />
        {client.status === 'archived' && <ArchivedBadge />}
        {client.organisation && <p className="text-slate-600">{client.organisation}</p>}
      </>
    ),
  },
  { heading: 'Email', cell: (client) => client.email ?? '-' },
  { heading: 'Phone', cell: (client) => client.phone ?? '-' },
  {
    heading: 'Sessions',
    numeric: true,
    cell: (client) => (
      <Link to={sessionsLink(client)} className="text-brand-700 underline-offset-4 hover:underline">
        {client.sessionsCount}
        <span className="sr-only"> sessions with {client.name}</span>
      </Link>
    ),
  },
  { heading: 'Hours', numeric: true, cell: hours },
];

export function ClientsList({ clients, onEdit, onDelete }: ClientsListProps) {
  return (
    <ResponsiveList
      label="Clients"
      items={clients}
      itemKey={(client) => client.id}
      columns={columns}
      actions={(client) => (
        <RowActions
          editLabel={`Edit ${client.name}`}
          deleteLabel={`Delete ${client.name}`}
          onEdit={() => onEdit(client)}
          onDelete={() => onDelete(client)}
        />
      )}
      cardHeader={(client) => (
        <>
          <p>
            <ClientLink client={client} />
            {client.status === 'archived' && <ArchivedBadge />}
          </p>
          {client.organisation && <p className="text-sm text-slate-600">{client.organisation}</p>}
          {client.email && <p className="truncate text-sm text-slate-700">{client.email}</p>}
          {client.phone && <p className="text-sm text-slate-700">{client.phone}</p>}
        </>
      )}
      cardBody={(client) => (
        <p className="mt-2 text-sm text-slate-700">
          <Link to={sessionsLink(client)} className="text-brand-700 underline underline-offset-4">
            {client.sessionsCount} {client.sessionsCount === 1 ? 'session' : 'sessions'}
          </Link>{' '}
          · {hours(client)}
        </p>
      )}
    />
  );
}
