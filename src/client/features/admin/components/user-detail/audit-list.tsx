import type { AuditEvent } from '@/shared/schemas/admin-common';

const ACTIONS: Record<string, string> = {
  'user.created': 'Account created',
  'user.updated': 'Username changed',
  'user.role_changed': 'Role changed',
  'user.free_account_granted': 'Free account granted',
  'user.free_account_removed': 'Free account removed',
  'user.deleted': 'Account deleted',
  'user.signed_out': 'Signed out everywhere',
};

function describe(event: AuditEvent) {
  const label = ACTIONS[event.action] ?? event.action;
  if (event.action === 'user.role_changed')
    return `${label} from ${String(event.details.from)} to ${String(event.details.to)}`;
  if (event.action === 'user.signed_out') {
    const sessions = Number(event.details.sessions);
    return `${label} (${sessions} ${sessions === 1 ? 'session' : 'sessions'} ended)`;
  }
  if (event.details.via === 'invitation_reset') return `${label} (invitation reset to a normal account)`;
  return label;
}

export function AuditList({ events }: { events: AuditEvent[] }) {
  if (events.length === 0) return <p className="text-sm text-slate-600">No admin actions on this user yet.</p>;
  return (
    <ol className="divide-y divide-slate-200">
      {events.map((event) => (
        <li key={event.id} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2 text-sm">
          <span className="font-medium text-slate-900">{describe(event)}</span>
          <span className="text-slate-600">
            by {event.actorEmail ?? 'a deleted admin'} on {new Date(event.createdAt).toLocaleString()}
          </span>
        </li>
      ))}
    </ol>
  );
}
