import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/client/components/ui/button';
import { authApi } from '@/client/lib/auth-api';

/**
 * Offered when a coach signs in before confirming their address. The password they just typed
 * proves the account is theirs: only then does the server send a new link, and at most one every
 * five minutes (the one already sent stays good).
 */
export const RESEND_NOTE =
  'A new verification link is on its way, unless we sent you one in the last five minutes. Check your inbox.';

export function ResendVerification({
  email,
  password,
  onSignedIn,
}: {
  email: string;
  password: string;
  /** The address was confirmed meanwhile, so the resend signed the coach in. */
  onSignedIn: () => Promise<void>;
}) {
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  async function resend() {
    setState('sending');
    try {
      if ((await authApi.resendVerification(email, password)) === 'signed-in') {
        await onSignedIn();
        return;
      }
      setState('sent');
      toast.success('Check your inbox', { description: `Use the link in the e-mail sent to ${email}.` });
    } catch (error) {
      setState('idle');
      toast.error('Could not send the verification email', {
        description: error instanceof Error ? error.message : 'Please try again.',
      });
    }
  }
  if (state === 'sent') {
    return <p className="text-sm text-slate-700">{RESEND_NOTE}</p>;
  }
  return (
    <Button variant="secondary" className="w-full" onClick={() => void resend()} disabled={state === 'sending'}>
      {state === 'sending' ? 'Sending...' : 'Resend verification email'}
    </Button>
  );
}
