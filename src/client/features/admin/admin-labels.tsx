import { Badge, type BadgeTone } from '@/client/components/ui/badge';
import type { SubscriptionStatus } from '@/shared/domain/subscription-access';
import type { Role } from '@/shared/schemas/admin-common';
import type { InvitationStatus } from '@/shared/schemas/invitations';

export function RoleBadge({ role }: { role: Role }) {
  return <Badge tone={role === 'admin' ? 'brand' : 'neutral'}>{role === 'admin' ? 'Admin' : 'User'}</Badge>;
}

const subscriptionLabels: Record<SubscriptionStatus, [string, BadgeTone]> = {
  trial: ['Trial', 'amber'],
  trialing: ['Trial', 'amber'],
  active: ['Active', 'green'],
  canceled: ['Canceled', 'neutral'],
  past_due: ['Past due', 'red'],
};

export function SubscriptionBadge({ status }: { status: SubscriptionStatus | null }) {
  if (!status) return <span className="text-slate-600">No subscription</span>;
  const [label, tone] = subscriptionLabels[status];
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
