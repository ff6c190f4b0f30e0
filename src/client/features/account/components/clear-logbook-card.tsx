import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { BackupFirst } from './backup-first';
import { ApiError } from '@/client/lib/api-error';
import { clearLogbookSchema, clearPhrases, type ClearTarget } from '@/shared/schemas/clear-logbook';
import { useClearLogbook } from '../api/clear-logbook';

const choices: Record<ClearTarget, { label: string; button: string }> = {
  sessions: { label: 'All coaching sessions (your clients stay)', button: 'Delete all sessions' },
  clients: { label: 'All clients, with all their sessions and tools', button: 'Delete all clients' },
};

const counted = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
const deletedText = ({ clients, sessions }: { clients: number; sessions: number }) =>
  clients > 0
    ? `${counted(clients, 'client')} and ${counted(sessions, 'session')} deleted`
    : `${counted(sessions, 'session')} deleted`;

/**
 * The spec's 'delete all clients / all sessions', apart from deleting the account: a backup first,
 * then the words typed (issue 29 §4). The same schema as the server checks the words.
 */
export function ClearLogbookCard() {
  const id = useId();
  const clear = useClearLogbook();
  const [what, setWhat] = useState<ClearTarget>('sessions');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const matches = clearLogbookSchema.safeParse({ what, confirmation }).success;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = clearLogbookSchema.safeParse({ what, confirmation });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    try {
      const { deleted } = await clear.mutateAsync(parsed.data);
      setConfirmation('');
      toast.success('Success', { description: deletedText(deleted) });
    } catch (failure) {
      toast.error('Error', {
        description: failure instanceof ApiError ? failure.message : `Could not ${choices[what].button.toLowerCase()}`,
      });
    }
  }

  return (
    <Card role="region" aria-labelledby={`${id}-title`} className="border-red-200">
      <CardHeader>
        <CardTitle id={`${id}-title`}>Delete all clients or sessions</CardTitle>
        <CardDescription>
          Start your logbook again and keep your account. This cannot be undone: <BackupFirst />
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-slate-900">What to delete</legend>
            {(Object.keys(choices) as ClearTarget[]).map((target) => (
              <label key={target} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name={`${id}-what`}
                  value={target}
                  checked={what === target}
                  onChange={() => {
                    setWhat(target);
                    setError(null);
                  }}
                  className="size-4 accent-red-700"
                />
                {choices[target].label}
              </label>
            ))}
          </fieldset>
          <FormField label={`Type ${clearPhrases[what]} to confirm`} error={error ?? undefined}>
            <Input
              className="max-w-sm"
              autoComplete="off"
              value={confirmation}
              onChange={(event) => setConfirmation(event.target.value)}
            />
          </FormField>
          <Button type="submit" variant="destructive" disabled={!matches || clear.isPending}>
            {clear.isPending ? 'Deleting...' : choices[what].button}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
