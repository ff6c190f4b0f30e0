import { SessionFormDialog } from '@/client/features/coaching-sessions';
import type { CalendarProposal } from '@/shared/schemas/calendar';
import type { PaymentType } from '@/shared/schemas/coaching-sessions';
import { useLogProposal } from '../api/calendar';
import { lengthInMinutes } from '../proposal-times';
import type { LogChoice } from './proposal-client';

export interface Logging {
  proposal: CalendarProposal;
  choice: LogChoice;
}

/**
 * The session form, filled from the event: its client (or a new one named from the title), its
 * date and length, individual, the coach's default payment; everything editable before saving.
 */
export function LogProposalDialog({
  logging,
  defaultPayment,
  onClose,
}: {
  logging: Logging | null;
  defaultPayment: PaymentType;
  onClose: () => void;
}) {
  const log = useLogProposal();
  const proposal = logging?.proposal;
  return (
    <SessionFormDialog
      key={proposal ? `${proposal.id}-${logging.choice.kind}` : 'closed'}
      open={logging !== null}
      onOpenChange={(open) => !open && onClose()}
      defaults={
        proposal && {
          clientId: logging.choice.kind === 'matched' ? proposal.client?.id : undefined,
          newClientName: logging.choice.kind === 'new' ? logging.choice.name : undefined,
          date: proposal.date,
          duration: lengthInMinutes(proposal.startsAt, proposal.endsAt),
          sessionType: 'individual',
          payment: defaultPayment,
        }
      }
      create={proposal && { title: 'Log session', save: (input) => log.mutateAsync({ id: proposal.id, input }) }}
    />
  );
}
