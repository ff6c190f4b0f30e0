import { Button } from '@/client/components/ui/button';
import { ResponsiveList, type ListColumn } from '@/client/components/ui/responsive-list';
import { formatLongDate } from '@/client/lib/dates';
import type { CalendarProposal } from '@/shared/schemas/calendar';
import { lengthInMinutes, timeRange } from '../proposal-times';
import { ProposalClient, type LogChoice } from './proposal-client';

interface ProposalsListProps {
  proposals: readonly CalendarProposal[];
  timeZone: string;
  coachingWord: string | null;
  busy: boolean;
  onLog: (proposal: CalendarProposal, choice: LogChoice) => void;
  onSkip: (proposal: CalendarProposal) => void;
}

/** Sessions to log, newest first: date, time, length, title and client, with 'Log' and 'Skip'. */
export function ProposalsList({ proposals, timeZone, coachingWord, busy, onLog, onSkip }: ProposalsListProps) {
  const when = (proposal: CalendarProposal) => timeRange(proposal.startsAt, proposal.endsAt, timeZone);
  const length = (proposal: CalendarProposal) => `${lengthInMinutes(proposal.startsAt, proposal.endsAt)} min`;
  const title = (proposal: CalendarProposal) => proposal.title || 'No title';
  const client = (proposal: CalendarProposal) => (
    <ProposalClient proposal={proposal} coachingWord={coachingWord} onLog={(choice) => onLog(proposal, choice)} />
  );
  const columns: ListColumn<CalendarProposal>[] = [
    {
      heading: 'Date',
      cell: (proposal) => formatLongDate(proposal.date),
      className: 'whitespace-nowrap text-slate-900',
    },
    { heading: 'Time', cell: when, className: 'whitespace-nowrap text-slate-700' },
    { heading: 'Length', cell: length, numeric: true, className: 'whitespace-nowrap text-slate-700' },
    { heading: 'Title', cell: title, className: 'text-slate-700 break-words' },
    { heading: 'Client', cell: client },
  ];
  const describe = (proposal: CalendarProposal) =>
    `${title(proposal)} on ${formatLongDate(proposal.date)} at ${when(proposal)}`;
  return (
    <ResponsiveList
      label="Sessions to log"
      items={proposals}
      itemKey={(proposal) => proposal.id}
      columns={columns}
      actions={(proposal) => (
        <div className="flex justify-end gap-2">
          {!proposal.alreadyLogged && (
            <Button
              size="sm"
              disabled={busy}
              aria-label={`Log ${describe(proposal)}`}
              onClick={() => onLog(proposal, { kind: proposal.client ? 'matched' : 'choose' })}
            >
              Log
            </Button>
          )}
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            aria-label={`Skip ${describe(proposal)}`}
            onClick={() => onSkip(proposal)}
          >
            Skip
          </Button>
        </div>
      )}
      cardHeader={(proposal) => (
        <div>
          <p className="font-semibold text-slate-900">{formatLongDate(proposal.date)}</p>
          <p className="text-sm text-slate-700">
            {when(proposal)} · {length(proposal)}
          </p>
        </div>
      )}
      cardBody={(proposal) => (
        <div className="space-y-1 text-sm">
          <p className="break-words text-slate-700">{title(proposal)}</p>
          {client(proposal)}
        </div>
      )}
    />
  );
}
