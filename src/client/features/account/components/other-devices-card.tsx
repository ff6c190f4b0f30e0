import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { ApiError } from '@/client/lib/api-error';
import { authApi } from '@/client/lib/auth-api';

export function OtherDevicesCard() {
  const [busy, setBusy] = useState(false);
  async function signOutOthers() {
    setBusy(true);
    try {
      await authApi.revokeOtherSessions();
      toast.success('Signed out of other devices', { description: 'Only this browser is still signed in.' });
    } catch (error) {
      toast.error('Could not sign out other devices', {
        description: error instanceof ApiError ? error.message : 'Please try again.',
      });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>Devices</CardTitle>
        <CardDescription>
          Signed in on a shared or lost device? End every session except the one you are using now.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="secondary" onClick={() => void signOutOthers()} disabled={busy}>
          {busy ? 'Signing out...' : 'Sign out of all other devices'}
        </Button>
      </CardContent>
    </Card>
  );
}
