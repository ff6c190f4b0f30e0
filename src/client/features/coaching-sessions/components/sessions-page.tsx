import { IcfImportPrompt } from '@/client/components/onboarding/icf-import-prompt';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { LogSessionButton, LogSessionFloatingButton } from '@/client/components/layout/log-session-button';
import { EmptyPanel, ErrorPanel } from '@/client/components/ui/list-states';
import { PageHeader } from '@/client/components/ui/page-header';
import { WaitingEntries, type OutboxEntry } from '@/client/features/offline';
import { Spinner } from '@/client/components/ui/spinner';
import { todayIso } from '@/client/lib/dates';
import { isFilterDate } from '@/shared/domain/plausible-dates';
import { PAGE_SIZE, useSessions, type SessionsFilter } from '../api/coaching-sessions';
import { DeleteSessionDialog } from './delete-session-dialog';
import { SessionFilters } from './session-filters';
import { SessionFormDialog } from './session-form-dialog';
import { SessionsPagination } from './sessions-pagination';
import { SessionsTable } from './sessions-table';
import type { CoachingSession } from '@/shared/schemas/coaching-sessions';

type Editing = { mode: 'closed' } | { mode: 'edit'; session: CoachingSession } | { mode: 'draft'; draft: OutboxEntry };

/** The filter lives in the address, so a link such as /sessions?clientId=… opens it filtered. */
function useFilter(): [SessionsFilter, (next: Partial<SessionsFilter>) => void] {
  const [params, setParams] = useSearchParams();
  const today = todayIso();
  // An address with a date no filter would take (typed by hand, or half a year) is read without it.
  const dateParam = (name: string) => {
    const value = params.get(name);
    return isFilterDate(value, today) ? value : undefined;
  };
  const filter: SessionsFilter = {
    page: Math.max(1, Number(params.get('page')) || 1),
    clientId: params.get('clientId') ?? undefined,
    from: dateParam('from'),
    to: dateParam('to'),
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
        title="Coaching sessions"
        description="Every session you have coached, newest first"
        action={<LogSessionButton clientId={filter.clientId} />}
      />
      <SessionFilters filter={filter} onChange={setFilter} />
      <WaitingEntries kind="coaching-session" onEdit={(draft) => setEditing({ mode: 'draft', draft })} />

      {sessions.isPending && <Spinner label="Loading sessions..." />}
      {sessions.isError && <ErrorPanel message="Could not load sessions" onRetry={() => void sessions.refetch()} />}
      {sessions.isSuccess && sessions.data.total === 0 && (
        <EmptyPanel>
          {filtered
            ? 'No sessions match these filters.'
            : 'No sessions found. Click "Log session" to log your first one.'}
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
      />
      <LogSessionFloatingButton clientId={filter.clientId} />
      <DeleteSessionDialog session={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
