import { IcfImportPrompt } from '@/client/components/onboarding/icf-import-prompt';
import { CalendarDays, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { EmptyPanel, ErrorPanel } from '@/client/components/ui/list-states';
import { PageHeader } from '@/client/components/ui/page-header';
import { paths } from '@/client/config/paths';
import { WaitingEntries, type OutboxEntry } from '@/client/features/offline';
import { Spinner } from '@/client/components/ui/spinner';
import { PAGE_SIZE, useSessions, type SessionsFilter } from '../api/coaching-sessions';
import { DeleteSessionDialog } from './delete-session-dialog';
import { SessionFilters } from './session-filters';
import { SessionFormDialog } from './session-form-dialog';
import { SessionsPagination } from './sessions-pagination';
import { SessionsTable } from './sessions-table';
import type { CoachingSession } from '@/shared/schemas/coaching-sessions';

type Editing =
  | { mode: 'closed' }
  | { mode: 'add' }
  | { mode: 'edit'; session: CoachingSession }
  | { mode: 'draft'; draft: OutboxEntry };

/** The filter lives in the address, so a link such as /sessions?clientId=… opens it filtered. */
function useFilter(): [SessionsFilter, (next: Partial<SessionsFilter>) => void] {
  const [params, setParams] = useSearchParams();
  const filter: SessionsFilter = {
    page: Math.max(1, Number(params.get('page')) || 1),
    clientId: params.get('clientId') ?? undefined,
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
  };
  const update = (next: Partial<SessionsFilter>) => {
    const merged = { ...filter, page: 1, ...next };
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(merged)) {
      if (value && !(key === 'page' && value === 1)) search.set(key, String(value));
    }
    setParams(search, { replace: true });
  };
  return [filter, update];
}

export function SessionsPage() {
  const [filter, setFilter] = useFilter();
  const sessions = useSessions(filter);
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [deleting, setDeleting] = useState<CoachingSession | null>(null);
  const filtered = Boolean(filter.clientId || filter.from || filter.to);

  return (
    <div className="space-y-6">
      <PageHeader
        title="Coaching Sessions"
        description="Every session you have coached, newest first"
        action={
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="secondary">
              <Link to={paths.fromCalendar}>
                <CalendarDays aria-hidden="true" />
                From calendar
              </Link>
            </Button>
            <Button onClick={() => setEditing({ mode: 'add' })}>
              <Plus aria-hidden="true" />
              Add Session
            </Button>
          </div>
        }
      />
      <SessionFilters filter={filter} onChange={setFilter} />
      <WaitingEntries kind="coaching-session" onEdit={(draft) => setEditing({ mode: 'draft', draft })} />

      {sessions.isPending && <Spinner label="Loading sessions..." />}
      {sessions.isError && <ErrorPanel message="Could not load sessions" onRetry={() => void sessions.refetch()} />}
      {sessions.isSuccess && sessions.data.total === 0 && (
        <EmptyPanel>
          {filtered
            ? 'No sessions match these filters.'
            : 'No sessions found. Click "Add Session" to log your first one.'}
          {!filtered && <IcfImportPrompt />}
        </EmptyPanel>
      )}
      {sessions.isSuccess && sessions.data.total > 0 && (
        <>
          <SessionsTable
            sessions={sessions.data.sessions}
            onEdit={(session) => setEditing({ mode: 'edit', session })}
            onDelete={setDeleting}
          />
          <SessionsPagination
            page={filter.page}
            pageSize={PAGE_SIZE}
            total={sessions.data.total}
            onPage={(page) => setFilter({ ...filter, page })}
          />
        </>
      )}

      <SessionFormDialog
        open={editing.mode !== 'closed'}
        onOpenChange={(open) => !open && setEditing({ mode: 'closed' })}
        session={editing.mode === 'edit' ? editing.session : undefined}
        draft={editing.mode === 'draft' ? editing.draft : undefined}
        defaults={{ clientId: filter.clientId ?? sessions.data?.lastClientId ?? undefined }}
      />
      <DeleteSessionDialog session={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
