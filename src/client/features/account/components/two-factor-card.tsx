import { useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Dialog, DialogContent } from '@/client/components/ui/dialog';
import { meQueryOptions } from '@/client/features/auth';
import { authApi } from '@/client/lib/auth-api';
import { AuthenticatorSetup } from './authenticator-setup';
import { BackupCodesList } from './backup-codes-list';
import { PasswordStep } from './password-step';

type Flow =
  | { kind: 'closed' }
  | { kind: 'enable-password' }
  | { kind: 'enable-scan'; totpUri: string; backupCodes: string[] }
  | { kind: 'show-codes'; backupCodes: string[] }
  | { kind: 'replace-codes' }
  | { kind: 'disable' };

const TITLES: Record<Exclude<Flow['kind'], 'closed'>, string> = {
  'enable-password': 'Turn on two-factor authentication',
  'enable-scan': 'Set up your authenticator app',
  'show-codes': 'Save your backup codes',
  'replace-codes': 'New backup codes',
  disable: 'Turn off two-factor authentication',
};

/** TOTP two-factor: on, off, and backup codes, each behind the password. */
export function TwoFactorCard({ enabled }: { enabled: boolean }) {
  const queryClient = useQueryClient();
  const [flow, setFlow] = useState<Flow>({ kind: 'closed' });
  const close = () => setFlow({ kind: 'closed' });
  const refreshMe = () => queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Two-factor authentication</CardTitle>
        <CardDescription>
          A second step when you sign in: a code from an authenticator app on your phone, such as Google Authenticator,
          Microsoft Authenticator or 1Password.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="flex items-center gap-2 text-sm text-slate-800" role="status">
          {enabled && <ShieldCheck className="size-5 text-emerald-700" aria-hidden="true" />}
          <span>
            Two-factor authentication is <strong>{enabled ? 'on' : 'off'}</strong>.
          </span>
        </p>
        <div className="flex flex-wrap gap-2">
          {enabled ? (
            <>
              <Button variant="secondary" onClick={() => setFlow({ kind: 'replace-codes' })}>
                New backup codes
              </Button>
              <Button variant="secondary" onClick={() => setFlow({ kind: 'disable' })}>
                Turn off
              </Button>
            </>
          ) : (
            <Button onClick={() => setFlow({ kind: 'enable-password' })}>Turn on two-factor authentication</Button>
          )}
        </div>
        <Dialog open={flow.kind !== 'closed'} onOpenChange={(open) => !open && close()}>
          {flow.kind !== 'closed' && (
            <DialogContent title={TITLES[flow.kind]}>
              {flow.kind === 'enable-password' && (
                <PasswordStep
                  submitLabel="Continue"
                  busyLabel="Checking..."
                  onCancel={close}
                  onConfirm={async (password) => {
                    const { totpURI, backupCodes } = await authApi.twoFactor.enable(password);
                    setFlow({ kind: 'enable-scan', totpUri: totpURI, backupCodes });
                  }}
                />
              )}
              {flow.kind === 'enable-scan' && (
                <AuthenticatorSetup
                  totpUri={flow.totpUri}
                  onVerified={() => {
                    void refreshMe();
                    toast.success('Two-factor authentication is on');
                    setFlow({ kind: 'show-codes', backupCodes: flow.backupCodes });
                  }}
                />
              )}
              {flow.kind === 'replace-codes' && (
                <PasswordStep
                  submitLabel="Make new codes"
                  busyLabel="Making codes..."
                  onCancel={close}
                  onConfirm={async (password) => {
                    const { backupCodes } = await authApi.twoFactor.replaceBackupCodes(password);
                    setFlow({ kind: 'show-codes', backupCodes });
                  }}
                />
              )}
              {flow.kind === 'show-codes' && (
                <div className="space-y-4">
                  <BackupCodesList codes={flow.backupCodes} />
                  <div className="flex justify-end">
                    <Button onClick={close}>I have saved my codes</Button>
                  </div>
                </div>
              )}
              {flow.kind === 'disable' && (
                <PasswordStep
                  submitLabel="Turn off"
                  busyLabel="Turning off..."
                  onCancel={close}
                  onConfirm={async (password) => {
                    await authApi.twoFactor.disable(password);
                    await refreshMe();
                    toast.success('Two-factor authentication is off');
                    close();
                  }}
                />
              )}
            </DialogContent>
          )}
        </Dialog>
      </CardContent>
    </Card>
  );
}
