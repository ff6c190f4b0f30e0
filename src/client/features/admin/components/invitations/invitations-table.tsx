import { Pencil, RotateCcw, Trash2 } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { CardDetail, ResponsiveList, type ListColumn } from '@/client/components/ui/responsive-list';
import type { Invitation } from '@/shared/schemas/invitations';
import { InvitationStatusBadge, RoleBadge } from '../../admin-labels';
import { localDate } from '../../admin-dates';

const SKELETON_ROWS = 3;

interface InvitationsTableProps {
  invitations: Invitation[] | undefined;
  loading: boolean;
  onEdit: (invitation: Invitation) => void;
  onDelete: (invitation: Invitation) => void;
  onReset: (invitation: Invitation) => void;
}

const freeAccount = (invitation: Invitation) => (invitation.isFreeAccount ? 'Yes' : 'No');
const expiry = (invitation: Invitation) => localDate(invitation.expiryDate, 'Never');
const created = (invitation: Invitation) => localDate(invitation.createdAt, 'N/A');

const columns: ListColumn<Invitation>[] = [
  { heading: 'Email', cell: (invitation) => invitation.email, className: 'font-medium text-slate-900' },
  { heading: 'Status', cell: (invitation) => <InvitationStatusBadge status={invitation.status} /> },
  { heading: 'Role', cell: (invitation) => <RoleBadge role={invitation.role} /> },
  { heading: 'Free Account', cell: freeAccount },
  { heading: 'Expiry Date', cell: expiry },
  { heading: 'Created', cell: created },
];

function Actions({
  invitation,
  onEdit,
  onDelete,
  onReset,
}: { invitation: Invitation } & Omit<InvitationsTableProps, 'invitations' | 'loading'>) {
  return (
    <div className="flex shrink-0 justify-end gap-1">
      <Button variant="ghost" size="icon" onClick={() => onEdit(invitation)}>
        <Pencil aria-hidden="true" />
        <span className="sr-only">Edit invitation for {invitation.email}</span>
      </Button>
      {invitation.status === 'accepted' && (
        <Button variant="ghost" size="icon" onClick={() => onReset(invitation)}>
          <RotateCcw aria-hidden="true" />
          <span className="sr-only">Reset {invitation.email} to normal account</span>
        </Button>
      )}
      <Button variant="ghost" size="icon" className="text-red-700 hover:bg-red-50" onClick={() => onDelete(invitation)}>
        <Trash2 aria-hidden="true" />
        <span className="sr-only">Delete invitation for {invitation.email}</span>
      </Button>
    </div>
  );
}

export function InvitationsTable({ invitations, loading, ...actions }: InvitationsTableProps) {
  if (loading) {
    return (
      <div aria-busy="true" className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
        <span className="sr-only">Loading invitations...</span>
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <div key={index} data-testid="invitation-skeleton" className="h-8 animate-pulse rounded bg-slate-200" />
        ))}
      </div>
    );
  }
  if (!invitations?.length) {
    return (
      <p className="rounded-xl border border-slate-200 bg-white px-4 py-10 text-center text-slate-600">
        No invitations found
      </p>
    );
  }
  return (
    <ResponsiveList
      label="Invitations"
      items={invitations}
      itemKey={(invitation) => invitation.id}
      columns={columns}
      actions={(invitation) => <Actions invitation={invitation} {...actions} />}
      cardHeader={(invitation) => <p className="truncate font-medium text-slate-900">{invitation.email}</p>}
      cardBody={(invitation) => (
        <>
          <div className="mt-3 flex flex-wrap gap-2">
            <InvitationStatusBadge status={invitation.status} />
            <RoleBadge role={invitation.role} />
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            <CardDetail label="Free Account" value={freeAccount(invitation)} />
            <CardDetail label="Expiry Date" value={expiry(invitation)} />
            <CardDetail label="Created" value={created(invitation)} />
          </dl>
        </>
      )}
    />
  );
}
