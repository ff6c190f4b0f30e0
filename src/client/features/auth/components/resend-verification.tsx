import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/client/components/ui/button';
import { authApi } from '@/client/lib/auth-api';

/** Offered when a coach signs in before confirming their address. */
export function ResendVerification({ email }: { email: string }) {
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  async function resend() {
    setState('sending');
    try {
      await authApi.resendVerification(email);
      setState('sent');
      toast.success('Verification email sent', { description: `We sent a new link to ${email}.` });
    } catch (error) {
      setState('idle');
      toast.error('Could not send the verification email', {
        description: error instanceof Error ? error.message : 'Please try again.',
      });
    }
  }
  if (state === 'sent') {
    return <p className="text-sm text-slate-700">A new verification link is on its way. Check your inbox.</p>;
  }
  return (
    <Button variant="secondary" className="w-full" onClick={() => void resend()} disabled={state === 'sending'}>
      {state === 'sending' ? 'Sending...' : 'Resend verification email'}
    </Button>
  );
}
