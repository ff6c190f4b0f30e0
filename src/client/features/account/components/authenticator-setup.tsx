import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { authApi } from '@/client/lib/auth-api';
import { totpCodeSchema } from '@/shared/schemas/two-factor';
import { useOneFieldForm } from './use-one-field-form';

/** The key, in groups of four, for an app that cannot scan. */
const readableKey = (totpUri: string) =>
  (new URL(totpUri).searchParams.get('secret') ?? '').replace(/(.{4})/g, '$1 ').trim();

/** Scan (or type) the key, then prove it works with a first code; only then is two-factor on. */
export function AuthenticatorSetup({ totpUri, onVerified }: { totpUri: string; onVerified: () => void }) {
  const [code, setCode] = useState('');
  const { error, busy, onSubmit } = useOneFieldForm({
    schema: totpCodeSchema,
    values: () => ({ code }),
    send: async (data) => {
      await authApi.twoFactor.verifyCode(data.code);
      onVerified();
    },
    messages: { INVALID_CODE: 'That code is not right. Check the time on your phone and try the newest code.' },
  });

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
