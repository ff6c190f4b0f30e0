import { Link, useLocation, useParams } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { ErrorPanel } from '@/client/components/ui/list-states';
import { PageHeader } from '@/client/components/ui/page-header';
import { Spinner } from '@/client/components/ui/spinner';
import { paths } from '@/client/config/paths';
import type { OutboxEntry } from '@/client/features/offline';
import { ApiError } from '@/client/lib/api-error';
import { useSupervisionSession } from '../api/supervision-session';
import { SupervisionForm } from './supervision-form';

/** /supervision/new and /supervision/edit/:id: one form, in create or edit mode. */
export function SupervisionFormPage() {
  const { id } = useParams();
  // A refused entry kept on this device arrives in the navigation state (see SupervisionPage).
  const draft = (useLocation().state as { draft?: OutboxEntry } | null)?.draft;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader
        title={id ? 'Edit Supervision Session' : 'New Supervision Session'}
        description={id ? 'Change a supervision session.' : 'Record a supervision session.'}
      />
      {id ? <EditSupervisionSession id={id} /> : <SupervisionForm key={draft?.id ?? 'new'} draft={draft} />}
    </div>
  );
}

function EditSupervisionSession({ id }: { id: string }) {
  const session = useSupervisionSession(id);
  // Data first: a failed background refresh must not take away a form the coach is typing in.
  if (session.data) return <SupervisionForm key={session.data.id} session={session.data} />;
  if (session.isPending || session.isFetching) return <Spinner label="Loading supervision session..." />;
  // A malformed id (400) is as absent as an unknown one (404).
  if (session.error instanceof ApiError && [400, 404].includes(session.error.status)) {
    return (
      <div role="alert" className="rounded-xl border border-slate-200 bg-white p-6 text-slate-800">
        <p>Supervision session not found</p>
        <Button asChild variant="secondary" className="mt-4">
          <Link to={paths.supervision}>Back to Supervision Sessions</Link>
        </Button>
      </div>
    );
  }
  return <ErrorPanel message="Could not load supervision session" onRetry={() => void session.refetch()} />;
}
