import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { EmptyPanel, ErrorPanel } from '@/client/components/ui/list-states';
import { PageHeader } from '@/client/components/ui/page-header';
import { Pagination } from '@/client/components/ui/pagination';
import { Spinner } from '@/client/components/ui/spinner';
import { paths } from '@/client/config/paths';
import { todayIso } from '@/client/lib/dates';
import type { CalendarProposal } from '@/shared/schemas/calendar';
import { useCalendarRules, useLogAllMatched, useProposals, useSkipProposal } from '../api/calendar';
import { lastThirtyDays } from '@/shared/domain/calendar-period';
import { CalendarRulesForm } from './calendar-rules-form';
import { CalendarSources } from './calendar-sources';
import { LogProposalDialog, type Logging } from './log-proposal-dialog';
import { ProposalsList } from './proposals-list';

const plural = (count: number, one: string, many: string) => (count === 1 ? one : `${count} ${many}`);

export function FromCalendarPage() {
  const [page, setPage] = useState(1);
  const [period, setPeriod] = useState(() => lastThirtyDays(todayIso()));
  const proposals = useProposals(page);
  const rules = useCalendarRules();
  const skip = useSkipProposal();
  const logAll = useLogAllMatched();
  const [logging, setLogging] = useState<Logging | null>(null);

  async function skipOne(proposal: CalendarProposal) {
    try {
      await skip.mutateAsync(proposal.id);
      toast.success('Skipped', { description: 'It will not be proposed again.' });
    } catch {
      toast.error('Error', { description: 'Could not skip the session' });
    }
  }

  async function logAllMatched() {
    try {
      const { logged } = await logAll.mutateAsync();
      toast.success('Sessions logged', { description: `${plural(logged, '1 session', 'sessions')} logged.` });
    } catch {
      toast.error('Error', { description: 'Could not log the sessions' });
    }
  }

  const data = proposals.data;
  return (
    <div className="space-y-6">
      <PageHeader
        title="From your calendar"
        description="Sessions in your calendar, ready to log. Nothing is logged until you say so."
      />
      <CalendarSources period={period} onPeriod={setPeriod} timeZone={data?.timeZone} />

      <section aria-labelledby="to-log" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="to-log" className="text-xl font-semibold text-slate-900">
            Sessions to log{data && data.total > 0 ? ` (${data.total})` : ''}
          </h2>
          {data && data.matchedToLog > 0 && (
            <Button disabled={logAll.isPending} onClick={() => void logAllMatched()}>
              {logAll.isPending ? 'Logging...' : `Log all matched (${data.matchedToLog})`}
            </Button>
          )}
        </div>
        {proposals.isPending && <Spinner label="Loading sessions to log..." />}
        {proposals.isError && (
          <ErrorPanel message="Could not load the sessions to log" onRetry={() => void proposals.refetch()} />
        )}
        {data && data.total === 0 && (
          <EmptyPanel>
            No sessions to log. Choose a calendar file or save your calendar's address above: its events appear here.
          </EmptyPanel>
        )}
        {data && data.total > 0 && (
          <>
            <ProposalsList
              proposals={data.proposals}
              timeZone={data.timeZone}
              coachingWord={rules.data?.coachingWord ?? null}
              busy={skip.isPending || logAll.isPending}
              onLog={(proposal, choice) => setLogging({ proposal, choice })}
              onSkip={(proposal) => void skipOne(proposal)}
            />
            <Pagination of={data} onPage={setPage} noun="sessions to log" />
          </>
        )}
      </section>

      <Card>
        <CardHeader>
          <CardTitle>Rules</CardTitle>
          <CardDescription>
            How events become sessions to log. Sessions are dated in your time zone, set on your{' '}
            <Link to={paths.profile} className="text-brand-700 underline">
              profile
            </Link>
            .
          </CardDescription>
        </CardHeader>
        <CardContent>
          {rules.isPending && <Spinner label="Loading your rules..." />}
          {rules.isError && <ErrorPanel message="Could not load your rules" onRetry={() => void rules.refetch()} />}
          {rules.data && <CalendarRulesForm key={JSON.stringify(rules.data)} rules={rules.data} />}
        </CardContent>
      </Card>

      <LogProposalDialog
        logging={logging}
        defaultPayment={data?.defaultPayment ?? 'paid'}
        onClose={() => setLogging(null)}
      />
    </div>
  );
}
