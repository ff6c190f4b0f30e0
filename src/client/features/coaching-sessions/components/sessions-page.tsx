import { IcfImportPrompt } from '@/client/components/onboarding/icf-import-prompt';
import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useNavigation, useSearchParams } from 'react-router';
import { LogSessionButton, LogSessionFloatingButton } from '@/client/components/layout/log-session-button';
import { Button } from '@/client/components/ui/button';
import { EmptyPanel, ErrorPanel } from '@/client/components/ui/list-states';
import { PageHeader } from '@/client/components/ui/page-header';
import { paths } from '@/client/config/paths';
import { WaitingEntries, type OutboxEntry } from '@/client/features/offline';
import { Spinner } from '@/client/components/ui/spinner';
import { Pagination } from '@/client/components/ui/pagination';
import { todayIso } from '@/client/lib/dates';
import { readPage, useKeepPageInRange } from '@/client/lib/use-page-param';
import { isFilterDate } from '@/shared/domain/plausible-dates';
import { isFiltered, useSessions, type SessionsFilter } from '../api/coaching-sessions';
import { DeleteSessionDialog } from './delete-session-dialog';
import { SessionFilters } from './session-filters';
import { SessionFormDialog } from './session-form-dialog';
import { SessionsTotal } from './sessions-total';
import { SessionsTable } from './sessions-table';
import { paymentTypes, sessionTypes, type CoachingSession } from '@/shared/schemas/coaching-sessions';

type Editing = { mode: 'closed' } | { mode: 'edit'; session: CoachingSession } | { mode: 'draft'; draft: OutboxEntry };

/** A value from the address when it is one of `allowed`: a stale or edited link filters nothing. */
const oneOf = <T extends string>(allowed: readonly T[], value: string | null) => allowed.find((item) => item === value);

/**
 * The filter and page live in the address, so a link such as /sessions?clientId=… opens it
 * filtered. A new filter replaces the entry and starts at page 1; a new page is a new entry, so
 * Back returns to the page before.
 */
function useFilter(): [SessionsFilter, (next: Partial<SessionsFilter>) => void] {
  const [params, setParams] = useSearchParams();
  const today = todayIso();
  // An address with a date no filter would take (typed by hand, or half a year) is read without it.
  const dateParam = (name: string) => {
    const value = params.get(name);
    return isFilterDate(value, today) ? value : undefined;
  };
  const filter: SessionsFilter = {
    page: readPage(params.get('page')),
    clientId: params.get('clientId') ?? undefined,
    from: dateParam('from'),
    to: dateParam('to'),
    payment: oneOf(paymentTypes, params.get('payment')),
    sessionType: oneOf(sessionTypes, params.get('sessionType')),
  };
  // Merged into the address it is on its way to (a change still loading counts), so two quick
  // changes both land.
  const { pathname } = useLocation();
  const pending = useNavigation().location;
  const base = pending?.pathname === pathname ? pending.search : undefined;
  const update = (next: Partial<SessionsFilter>) => {
    const search = new URLSearchParams(base ?? params);
    search.delete('page');
    for (const [key, value] of Object.entries(next)) {
      if (value && !(key === 'page' && value === 1)) search.set(key, String(value));
      else search.delete(key);
    }
    setParams(search, { replace: next.page === undefined });
  };
  return [filter, update];
}

export function SessionsPage() {
  const [filter, setFilter] = useFilter();
  const sessions = useSessions(filter);
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [deleting, setDeleting] = useState<CoachingSession | null>(null);
  const filtered = isFiltered(filter);
  useKeepPageInRange(filter.page, sessions.data, (page) => setFilter({ page }));

  return (
    <div className="space-y-6">
      <PageHeader
        title="Coaching sessions"
        description="Every session you have coached, newest first"
        action={
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="secondary">
              <Link to={paths.fromCalendar}>
                <CalendarDays aria-hidden="true" />
                From calendar
              </Link>
            </Button>
            <LogSessionButton clientId={filter.clientId} />
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
            : 'No sessions found. Click "Log session" to log your first one.'}
          {!filtered && <IcfImportPrompt />}
        </EmptyPanel>
      )}
      {sessions.isSuccess && sessions.data.total > 0 && (
        <>
          <SessionsTotal total={sessions.data.total} minutes={sessions.data.minutes} filtered={filtered} />
          <SessionsTable
            sessions={sessions.data.items}
            onEdit={(session) => setEditing({ mode: 'edit', session })}
            onDelete={setDeleting}
          />
          <Pagination of={sessions.data} noun="sessions" onPage={(page) => setFilter({ page })} />
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
