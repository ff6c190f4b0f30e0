import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/client/components/ui/button';
import { CheckboxField } from '@/client/components/ui/checkbox-field';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { paths } from '@/client/config/paths';
import { ApiError } from '@/client/lib/api-error';
import { authApi } from '@/client/lib/auth-api';
import { backupCodeSchema, totpCodeSchema } from '@/shared/schemas/two-factor';
import { useAfterSignIn } from '../api/after-sign-in';
import { AuthCard } from './auth-card';

export interface TwoFactorState {
  email?: string;
}

type Method = 'app' | 'backup';

function failureMessage(failure: unknown) {
  if (!(failure instanceof ApiError)) return 'An unexpected error occurred';
  if (failure.code === 'INVALID_TWO_FACTOR_COOKIE') return 'Your sign-in has expired. Please sign in again.';
  if (failure.code === 'ACCOUNT_TEMPORARILY_LOCKED' || failure.status === 429) return failure.message;
  if (failure.code === 'INVALID_CODE')
    return 'That code is not right. Check the time on your phone and try the newest code.';
  if (failure.code === 'INVALID_BACKUP_CODE') return 'That backup code is not right, or it has been used already.';
  return failure.message;
}

/** The second step of signing in when two-factor authentication is on. */
export function TwoFactorPage() {
  const state = (useLocation().state ?? {}) as TwoFactorState;
  const afterSignIn = useAfterSignIn();
  const [method, setMethod] = useState<Method>('app');
  const [code, setCode] = useState('');
  const [trustDevice, setTrustDevice] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = method === 'app' ? totpCodeSchema.safeParse({ code }) : backupCodeSchema.safeParse({ code });
    if (!parsed.success) {
      setError(parsed.error.issues[0]!.message);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      if (method === 'app') await authApi.twoFactor.verifyCode(parsed.data.code, trustDevice);
      else await authApi.twoFactor.verifyBackupCode(parsed.data.code);
    } catch (failure) {
      const message = failureMessage(failure);
      setError(message);
      toast.error('Verification Failed', { description: message });
      setBusy(false);
      return;
    }
    await afterSignIn(state.email ?? '');
  }

  function switchMethod() {
    setMethod(method === 'app' ? 'backup' : 'app');
    setCode('');
    setError(null);
  }

  return (
    <AuthCard
      title="Two-factor authentication"
      description={
        method === 'app'
          ? 'Enter the 6-digit code from your authenticator app.'
          : 'Enter one of the backup codes you saved when you turned on two-factor authentication.'
      }
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <FormField label={method === 'app' ? 'Authentication code' : 'Backup code'} error={error ?? undefined}>
          <Input
            autoFocus
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="one-time-code"
            inputMode={method === 'app' ? 'numeric' : 'text'}
            spellCheck={false}
          />
        </FormField>
        {method === 'app' && (
          <CheckboxField
            label="Trust this device for 30 days"
            hint="Only on a device nobody else uses. Signing out everywhere or a new password ends it."
            checked={trustDevice}
            onChange={(event) => setTrustDevice(event.target.checked)}
          />
        )}
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? 'Verifying...' : 'Verify'}
        </Button>
      </form>
      <div className="mt-6 flex flex-wrap justify-between gap-2 text-sm">
        <button type="button" onClick={switchMethod} className="font-medium text-brand-700 hover:underline">
          {method === 'app' ? 'Use a backup code instead' : 'Use my authenticator app'}
        </button>
        <Link to={paths.login} className="font-medium text-brand-700 hover:underline">
          Back to sign in
        </Link>
      </div>
    </AuthCard>
  );
}
