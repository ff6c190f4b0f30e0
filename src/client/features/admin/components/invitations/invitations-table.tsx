import { Pencil, RotateCcw, Trash2 } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { TableHead } from '@/client/components/ui/table-head';
import type { Invitation } from '@/shared/schemas/invitations';
import { InvitationStatusBadge, RoleBadge } from '../../admin-labels';
import { localDate } from '../../admin-dates';

const HEADINGS = ['Email', 'Status', 'Role', 'Free Account', 'Expiry Date', 'Created'] as const;
const SKELETON_ROWS = 3;

interface InvitationsTableProps {
  invitations: Invitation[] | undefined;
  loading: boolean;
  onEdit: (invitation: Invitation) => void;
  onDelete: (invitation: Invitation) => void;
  onReset: (invitation: Invitation) => void;
}

export function InvitationsTable({ invitations, loading, onEdit, onDelete, onReset }: InvitationsTableProps) {
  return (
    <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full min-w-[48rem] text-left text-sm" aria-busy={loading}>
        <TableHead headings={HEADINGS} />
        <tbody className="divide-y divide-slate-200">
          {loading &&
            Array.from({ length: SKELETON_ROWS }, (_, index) => (
              <tr key={index} data-testid="invitation-skeleton">
                {[...HEADINGS, 'Actions'].map((heading) => (
                  <td key={heading} className="px-4 py-4">
                    <div className="h-4 animate-pulse rounded bg-slate-200" />
                  </td>
                ))}
              </tr>
            ))}
          {!loading && invitations?.length === 0 && (
            <tr>
              <td colSpan={HEADINGS.length + 1} className="px-4 py-10 text-center text-slate-600">
                No invitations found
              </td>
            </tr>
          )}
          {!loading &&
            invitations?.map((invitation) => (
              <tr key={invitation.id}>
                <td className="px-4 py-3 font-medium text-slate-900">{invitation.email}</td>
                <td className="px-4 py-3">
                  <InvitationStatusBadge status={invitation.status} />
                </td>
                <td className="px-4 py-3">
                  <RoleBadge role={invitation.role} />
                </td>
                <td className="px-4 py-3 text-slate-700">{invitation.isFreeAccount ? 'Yes' : 'No'}</td>
                <td className="px-4 py-3 text-slate-700">{localDate(invitation.expiryDate, 'Never')}</td>
                <td className="px-4 py-3 text-slate-700">{localDate(invitation.createdAt, 'N/A')}</td>
                <td className="px-4 py-3">
                  <div className="flex justify-end gap-1">
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
                    <Button
                      variant="ghost"
                      size="icon"
                      className="text-red-700 hover:bg-red-50"
                      onClick={() => onDelete(invitation)}
                    >
                      <Trash2 aria-hidden="true" />
                      <span className="sr-only">Delete invitation for {invitation.email}</span>
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
        </tbody>
      </table>
    </div>
  );
}
