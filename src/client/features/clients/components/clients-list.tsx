import { Archive } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/client/components/ui/badge';
import { CardDetail, ResponsiveList, type ListColumn } from '@/client/components/ui/responsive-list';
import { RowActions } from '@/client/components/ui/row-actions';
import { paths } from '@/client/config/paths';
import { formatLongDate } from '@/client/lib/dates';
import { formatHoursShort, minutesToHours } from '@/shared/domain/hours';
import type { ClientSummary } from '@/shared/schemas/clients';

interface ClientsListProps {
  clients: ClientSummary[];
  onEdit: (client: ClientSummary) => void;
  onDelete: (client: ClientSummary) => void;
  onArchive: (client: ClientSummary) => void;
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

/** Whether the client may appear in the ICF log the coach exports, and under which name. */
export function IcfLogConsent({ client }: { client: ClientSummary }) {
  if (!client.includeInExports) return <Badge tone="amber">No</Badge>;
  return <Badge tone="green">{client.exportAlias ? `As ${client.exportAlias}` : 'Yes'}</Badge>;
}

const sessionsLink = (client: ClientSummary) => `${paths.sessions}?clientId=${client.id}`;
const hours = (client: ClientSummary) => formatHoursShort(minutesToHours(client.totalMinutes));
const lastSession = (client: ClientSummary) =>
  client.lastSessionDate ? formatLongDate(client.lastSessionDate) : 'None yet';

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
  {
    heading: 'Contact',
    cell: (client) =>
      client.email || client.phone ? (
        <>
          {client.email && <p className="max-w-56 truncate">{client.email}</p>}
          {client.phone && <p>{client.phone}</p>}
        </>
      ) : (
        '-'
      ),
  },
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
  { heading: 'Last session', cell: lastSession, className: 'whitespace-nowrap text-slate-700' },
  { heading: 'ICF log', cell: (client) => <IcfLogConsent client={client} /> },
];

export function ClientsList({ clients, onEdit, onDelete, onArchive }: ClientsListProps) {
  return (
    <ResponsiveList
      label="Clients"
      items={clients}
      itemKey={(client) => client.id}
      columns={columns}
      actions={(client) => (
        <RowActions
          editLabel={`Edit ${client.name}`}
          menuLabel={`Actions for ${client.name}`}
          onEdit={() => onEdit(client)}
          items={
            client.status === 'archived'
              ? []
              : [
                  {
                    label: 'Archive',
                    icon: <Archive aria-hidden="true" className="size-4" />,
                    onSelect: () => onArchive(client),
                  },
                ]
          }
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
        <dl className="mt-3 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
          <CardDetail
            label="Sessions"
            value={
              <Link to={sessionsLink(client)} className="text-brand-700 underline underline-offset-4">
                {client.sessionsCount}
                <span className="sr-only"> sessions with {client.name}</span>
              </Link>
            }
          />
          <CardDetail label="Hours" value={hours(client)} />
          <CardDetail label="Last session" value={lastSession(client)} />
          <CardDetail label="ICF log" value={<IcfLogConsent client={client} />} />
        </dl>
      )}
    />
  );
}
