import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/client/components/ui/button';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { paths } from '@/client/config/paths';
import { authApi } from '@/client/lib/auth-api';
import { localKeys, writeLocal } from '@/client/lib/local-data';
import { signUpFormSchema } from '@/shared/schemas/auth';
import { signUpFailureMessage } from '../auth-messages';
import { AuthCard } from './auth-card';
import { CaptchaField, type CaptchaHandle } from './captcha/captcha-field';
import { CheckInbox } from './check-inbox';
import { NewPasswordFields, newPasswordFormErrors } from './new-password-fields';

export function SignupPage() {
  const termsId = useId();
  // An invitation e-mail links here with the invited address filled in.
  const [searchParams] = useSearchParams();
  const [email, setEmail] = useState(searchParams.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const captcha = useRef<CaptchaHandle>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const parsed = signUpFormSchema.safeParse({ email, password, confirmPassword, termsAccepted });
    if (!parsed.success) {
      setErrors(newPasswordFormErrors(parsed.error, password));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await authApi.signUp(parsed.data.email, parsed.data.password, await captcha.current?.payload());
      writeLocal(localKeys.newAccount, parsed.data.email.toLowerCase());
      setSentTo(parsed.data.email);
    } catch (error) {
      captcha.current?.renew();
      const message = signUpFailureMessage(error);
      setFormError(message);
      toast.error('Signup failed', { description: message });
      setBusy(false);
    }
  }

  if (sentTo) return <CheckInbox email={sentTo} />;

  return (
    <AuthCard title="Create your account" description="Start your free trial of Coach Logbook">
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <FormField label="Email" error={errors.email}>
          <Input type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        </FormField>
        <NewPasswordFields
          label="Password"
          password={password}
          confirmPassword={confirmPassword}
          onPasswordChange={setPassword}
          onConfirmPasswordChange={setConfirmPassword}
          errors={errors}
        />
        <div className="space-y-1">
          <div className="flex items-start gap-2">
            <input
              id={termsId}
              type="checkbox"
              className="mt-0.5 size-4 accent-brand-700"
              checked={termsAccepted}
              aria-invalid={errors.termsAccepted ? true : undefined}
              aria-describedby={errors.termsAccepted ? `${termsId}-error` : undefined}
              onChange={(event) => setTermsAccepted(event.target.checked)}
            />
            <Label htmlFor={termsId} className="font-normal">
              I accept the{' '}
              <a href={paths.terms} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
                Terms of Service
              </a>{' '}
              and{' '}
              <a
                href={paths.privacyPolicy}
                target="_blank"
                rel="noopener noreferrer"
                className="text-brand-700 underline"
              >
                Privacy Policy
              </a>
            </Label>
          </div>
          {errors.termsAccepted && (
            <p id={`${termsId}-error`} className="text-sm text-red-700">
              {errors.termsAccepted}
            </p>
          )}
        </div>
        <CaptchaField ref={captcha} />
        {formError && (
          <p role="alert" className="text-sm text-red-700">
            {formError}
          </p>
        )}
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? 'Creating account...' : 'Create account'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        Already have an account?{' '}
        <Link to={paths.login} className="font-medium text-brand-700 hover:underline">
          Sign in
        </Link>
      </p>
    </AuthCard>
  );
}
