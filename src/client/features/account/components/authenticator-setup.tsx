import { QRCodeSVG } from 'qrcode.react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/client/components/ui/button';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { ApiError } from '@/client/lib/api-error';
import { authApi } from '@/client/lib/auth-api';
import { totpCodeSchema } from '@/shared/schemas/two-factor';

/** The key, in groups of four, for an app that cannot scan. */
const readableKey = (totpUri: string) =>
  (new URL(totpUri).searchParams.get('secret') ?? '').replace(/(.{4})/g, '$1 ').trim();

/** Scan (or type) the key, then prove it works with a first code; only then is two-factor on. */
export function AuthenticatorSetup({ totpUri, onVerified }: { totpUri: string; onVerified: () => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = totpCodeSchema.safeParse({ code });
    if (!parsed.success) {
      setError(parsed.error.issues[0]!.message);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await authApi.twoFactor.verifyCode(parsed.data.code);
      onVerified();
    } catch (failure) {
      setBusy(false);
      setError(
        failure instanceof ApiError && failure.code === 'INVALID_CODE'
          ? 'That code is not right. Check the time on your phone and try the newest code.'
          : failure instanceof ApiError
            ? failure.message
            : 'Something went wrong. Please try again.',
      );
    }
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
        <li>Open your authenticator app and add an account.</li>
        <li>Scan this QR code, or type the key below it.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <div className="flex justify-center">
        <QRCodeSVG value={totpUri} size={176} marginSize={2} title="QR code for your authenticator app" />
      </div>
      <p className="text-center text-sm text-slate-700">
        Key: <code className="font-mono break-all text-slate-900">{readableKey(totpUri)}</code>
      </p>
      <FormField label="Code from the app" error={error ?? undefined}>
        <Input
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="one-time-code"
          inputMode="numeric"
          spellCheck={false}
        />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" disabled={busy}>
          {busy ? 'Verifying...' : 'Verify and turn on'}
        </Button>
      </div>
    </form>
  );
}
