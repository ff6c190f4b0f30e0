import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { nameFromTitle } from '@/shared/domain/calendar-matching';
import type { CalendarProposal } from '@/shared/schemas/calendar';

export type LogChoice = { kind: 'matched' } | { kind: 'choose' } | { kind: 'new'; name: string };

/** The proposal's client, or 'Choose client' and 'New client: <name from the title>'. */
export function ProposalClient({
  proposal,
  coachingWord,
  onLog,
}: {
  proposal: CalendarProposal;
  coachingWord: string | null;
  onLog: (choice: LogChoice) => void;
}) {
  if (proposal.client) {
    return (
      <span className="flex flex-wrap items-center gap-2">
        <span className="font-medium text-slate-900">{proposal.client.name}</span>
        {proposal.alreadyLogged && <Badge tone="green">Already logged</Badge>}
      </span>
    );
  }
  const name = nameFromTitle(proposal.title, coachingWord);
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span className="sr-only">No client.</span>
      <Button variant="link" size="sm" className="h-auto px-0" onClick={() => onLog({ kind: 'choose' })}>
        Choose client
      </Button>
      {name && (
        <Button
          variant="link"
          size="sm"
          className="h-auto px-0 whitespace-normal"
          onClick={() => onLog({ kind: 'new', name })}
        >
          New client: {name}
        </Button>
      )}
    </span>
  );
}
