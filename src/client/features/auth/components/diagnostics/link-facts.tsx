import { useQuery } from '@tanstack/react-query';
import type { AuthLink } from '@/client/lib/auth-link';
import type { AuthLinkType } from '@/shared/schemas/auth-links';
import { linkStatusQueryOptions } from '../../api/link-status';
import { useMe } from '../../api/me';

const REASONS: Record<string, string> = {
  usable: 'Yes, it can still be used',
  expired: 'No, it has expired',
  invalid: 'No, it is invalid or has already been used',
  already_verified: 'No need: this e-mail address is already verified',
};

/** What the link and the session look like — never the token, a cookie or a password. */
export function LinkFacts({ link, type }: { link: AuthLink; type: AuthLinkType }) {
  const status = useQuery({ ...linkStatusQueryOptions(type, link.token ?? ''), enabled: link.token !== null });
  const me = useMe();
  let validity = 'No token to check';
  if (link.token) {
    if (status.isPending) validity = 'Checking...';
    else if (status.isError) validity = 'Could not be checked: the server did not answer';
    else validity = REASONS[status.data.reason] ?? status.data.reason;
  }
  let session = 'Checking...';
  if (me.isError) session = 'Could not be checked';
  else if (me.data) session = me.data.user ? `Signed in as ${me.data.user.email}` : 'Not signed in';

  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
      <dt className="font-medium text-slate-900">Token present</dt>
      <dd className="text-slate-700">{link.token ? 'Yes' : 'No'}</dd>
      <dt className="font-medium text-slate-900">Link type</dt>
      <dd className="text-slate-700">{link.type ?? `Not given (checked as ${type})`}</dd>
      <dt className="font-medium text-slate-900">Still valid</dt>
      <dd className="text-slate-700" aria-live="polite">
        {validity}
      </dd>
      {link.error && (
        <>
          <dt className="font-medium text-slate-900">Error in the link</dt>
          <dd className="text-slate-700">{link.error}</dd>
        </>
      )}
      <dt className="font-medium text-slate-900">Session</dt>
      <dd className="text-slate-700" aria-live="polite">
        {session}
      </dd>
    </dl>
  );
}
