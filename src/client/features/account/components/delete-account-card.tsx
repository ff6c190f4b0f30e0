import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Dialog, DialogContent } from '@/client/components/ui/dialog';
import { FormField } from '@/client/components/ui/form-field';
import { PasswordInput } from '@/client/components/ui/password-input';
import { paths } from '@/client/config/paths';
import { BackupFirst } from './backup-first';
import { forgetSignedInData, type LoginState } from '@/client/features/auth';
import { ApiError } from '@/client/lib/api-error';
import { authApi } from '@/client/lib/auth-api';

export const ACCOUNT_DELETED = 'Your account and all of its data have been deleted.';

/** Erases the account and everything it owns, after the password is typed once more. */
export function DeleteAccountCard() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!password) {
      setError('Please enter your password');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await authApi.deleteAccount(password);
    } catch (failure) {
      setBusy(false);
      if (failure instanceof ApiError && failure.code === 'INVALID_PASSWORD') setError('Password is incorrect');
      else
        setError(
          failure instanceof ApiError ? failure.message : 'Your account could not be deleted. Please try again.',
        );
      return;
    }
    forgetSignedInData(queryClient);
    const state: LoginState = { message: ACCOUNT_DELETED };
    await navigate(paths.login, { replace: true, state });
  }

  return (
    <Card className="border-red-200">
      <CardHeader>
        <CardTitle>Delete account</CardTitle>
        <CardDescription>
          Permanently erase your account and everything in it: clients, coaching sessions, supervision, CPD and tools.
          You may want to <BackupFirst />
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Dialog
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            if (!next) {
              setPassword('');
              setError(null);
            }
          }}
        >
          <Button variant="destructive" onClick={() => setOpen(true)}>
            Delete account
          </Button>
          <DialogContent
            title="Delete your account?"
            description="This permanently erases your account and all your clients, coaching sessions, supervision sessions and CPD records. It cannot be undone."
          >
            <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
              <FormField label="Enter your password to confirm" error={error ?? undefined}>
                <PasswordInput
                  autoComplete="current-password"
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                />
              </FormField>
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
                  Cancel
                </Button>
                <Button type="submit" variant="destructive" disabled={busy}>
                  {busy ? 'Deleting...' : 'Delete my account permanently'}
                </Button>
              </div>
            </form>
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
