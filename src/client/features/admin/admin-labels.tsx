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

/** A date in the user's locale, or the screen's word for none ('N/A', 'Never'). */
export const localDate = (iso: string | null, none: string) => (iso ? new Date(iso).toLocaleDateString() : none);

/** The end of a chosen calendar day where the admin is, as the instant the server stores. */
export function endOfLocalDay(date: string) {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(year!, month! - 1, day!, 23, 59, 59, 999).toISOString();
}

/** The local calendar date (YYYY-MM-DD) of an instant, for a date input. */
export function localDateInput(iso: string | null) {
  if (!iso) return '';
  const date = new Date(iso);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}
