import { ArrowLeft, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { LogSessionButton, LogSessionFloatingButton } from '@/client/components/layout/log-session-button';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { RecordLoadError } from '@/client/components/ui/list-states';
import { Spinner } from '@/client/components/ui/spinner';
import { paths } from '@/client/config/paths';
import { ClientFormDialog, useClientOverview } from '@/client/features/clients';
import { ClientDetailsCard } from './client-details-card';
import { ClientToolsCard } from './client-tools-card';
import { SessionTimeline } from './session-timeline';

const back = (
  <Link
    to={paths.clients}
    className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
  >
    <ArrowLeft className="size-4" aria-hidden="true" />
    All clients
  </Link>
);

/** One client's page: who they are, every session with them, their wheels and plans. */
export function ClientPage() {
  const { id = '' } = useParams();
  const overview = useClientOverview(id);
  const [editing, setEditing] = useState(false);

  if (overview.isPending) return <Spinner label="Loading client..." />;
  if (overview.isError) {
    return (
      <RecordLoadError
        error={overview.error}
        back={back}
        notFoundTitle="Client not found"
        notFoundHint="They may have been deleted."
        message="Could not load the client"
        onRetry={() => void overview.refetch()}
      />
    );
  }

  const { client } = overview.data;
  return (
    <div className="space-y-6">
      {back}
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="flex flex-wrap items-center gap-3 text-3xl font-bold tracking-tight break-words text-slate-900">
            {client.name}
            {client.status === 'archived' && <Badge>Archived</Badge>}
          </h1>
          {client.organisation && <p className="mt-1 text-slate-600">{client.organisation}</p>}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" />
            Edit client
          </Button>
          {client.status === 'active' && <LogSessionButton clientId={client.id} />}
        </div>
      </div>
      <ClientDetailsCard overview={overview.data} />
      <SessionTimeline clientId={client.id} clientName={client.name} />
      <ClientToolsCard clientId={client.id} />
      {client.status === 'active' && <LogSessionFloatingButton clientId={client.id} />}
      <ClientFormDialog open={editing} onOpenChange={setEditing} client={client} />
    </div>
  );
}
