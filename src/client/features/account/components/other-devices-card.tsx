import { toast } from 'sonner';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { ErrorPanel } from '@/client/components/ui/list-states';
import { Spinner } from '@/client/components/ui/spinner';
import { ApiError } from '@/client/lib/api-error';
import { formatDateTime } from '@/client/lib/dates';
import type { AccountSession } from '@/shared/schemas/account-sessions';
import { useAccountSessions, useEndAccountSession, useEndOtherSessions } from '../api/account-sessions';

const reasonOf = (error: unknown) => (error instanceof ApiError ? error.message : 'Please try again.');

function DeviceRow({ session }: { session: AccountSession }) {
  const endSession = useEndAccountSession();
  async function signOut() {
    try {
      await endSession.mutateAsync(session.id);
      toast.success('Device signed out', { description: `${session.device} is no longer signed in.` });
    } catch (error) {
      toast.error('Could not sign out that device', { description: reasonOf(error) });
    }
  }
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
          {session.device}
          {session.current && <Badge tone="green">This device</Badge>}
        </p>
        <p className="text-sm text-slate-700">
          Signed in {formatDateTime(session.signedInAt)} · Last active {formatDateTime(session.lastActiveAt)}
          {session.ipAddress && <> · {session.ipAddress}</>}
        </p>
      </div>
      {!session.current && (
        <Button
          variant="secondary"
          className="self-start sm:self-center"
          onClick={() => void signOut()}
          disabled={endSession.isPending}
          aria-label={`Sign out ${session.device}, signed in ${formatDateTime(session.signedInAt)}`}
        >
          {endSession.isPending ? 'Signing out...' : 'Sign out'}
        </Button>
      )}
    </li>
  );
}

/** The browsers and devices signed in to the account, each of the others one click from signed out. */
export function OtherDevicesCard() {
  const sessions = useAccountSessions();
  const endOthers = useEndOtherSessions();
  async function signOutOthers() {
    try {
      await endOthers.mutateAsync();
      toast.success('Signed out of other devices', { description: 'Only this browser is still signed in.' });
    } catch (error) {
      toast.error('Could not sign out other devices', { description: reasonOf(error) });
    }
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>Devices</CardTitle>
        <CardDescription>
          Where your account is signed in. Sign out any device you do not recognise, or that is shared or lost.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {sessions.isPending && <Spinner label="Loading your devices..." className="flex items-center gap-3 py-4" />}
        {sessions.isError && (
          <ErrorPanel message="Your devices could not be loaded." onRetry={() => void sessions.refetch()} />
        )}
        {sessions.data && (
          <ul aria-label="Signed-in devices" className="divide-y divide-slate-200">
            {sessions.data.map((session) => (
              <DeviceRow key={session.id} session={session} />
            ))}
          </ul>
        )}
        <Button
          variant="secondary"
          className="mt-4"
          onClick={() => void signOutOthers()}
          disabled={endOthers.isPending}
        >
          {endOthers.isPending ? 'Signing out...' : 'Sign out of all other devices'}
        </Button>
      </CardContent>
    </Card>
  );
}
