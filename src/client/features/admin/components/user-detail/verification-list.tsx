import type { SubscriptionVerification } from '@/shared/schemas/admin-users';

const RESULTS: Record<string, string> = {
  trial: 'Trial valid',
  trial_expired: 'Trial ended',
  active: 'Active',
  expired: 'Subscription ended',
  canceled: 'Canceled',
  past_due: 'Payment failed',
  none_found: 'No subscription found',
  admin: 'Admin — no payment needed',
  free_account: 'Free account',
};

/** The subscription checks of a user: when, what was found, and what prompted the check. */
export function VerificationList({ verifications }: { verifications: SubscriptionVerification[] }) {
  if (verifications.length === 0) return <p className="text-sm text-slate-600">No subscription checks yet.</p>;
  return (
    <ol className="divide-y divide-slate-200">
      {verifications.map((check) => (
        <li key={check.id} className="grid gap-x-4 gap-y-1 py-2 text-sm sm:grid-cols-[12rem_10rem_1fr]">
          <span className="text-slate-600">{new Date(check.verifiedAt).toLocaleString()}</span>
          <span className="font-medium text-slate-900">{RESULTS[check.result] ?? check.result}</span>
          <span className="break-words text-slate-700">{check.notes ?? ''}</span>
        </li>
      ))}
    </ol>
  );
}
