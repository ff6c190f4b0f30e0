import { Badge, type BadgeTone } from '@/client/components/ui/badge';
import type { Role } from '@/shared/schemas/admin-common';
import type { InvitationStatus } from '@/shared/schemas/invitations';
import { accountStatusLabel } from './admin-status-label';

export function RoleBadge({ role }: { role: Role }) {
  return <Badge tone={role === 'admin' ? 'brand' : 'neutral'}>{role === 'admin' ? 'Admin' : 'User'}</Badge>;
}

export function SubscriptionBadge({ user }: { user: Parameters<typeof accountStatusLabel>[0] }) {
  const status = accountStatusLabel(user);
  if (!status) return <span className="text-slate-600">No subscription</span>;
  const [label, tone] = status;
  return <Badge tone={tone}>{label}</Badge>;
}

const invitationLabels: Record<InvitationStatus, [string, BadgeTone]> = {
  pending: ['Pending', 'amber'],
  accepted: ['Accepted', 'green'],
  expired: ['Expired', 'red'],
};

export function InvitationStatusBadge({ status }: { status: InvitationStatus }) {
  const [label, tone] = invitationLabels[status];
  return <Badge tone={tone}>{label}</Badge>;
}
