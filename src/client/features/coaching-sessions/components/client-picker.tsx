import { useState } from 'react';
import { toast } from 'sonner';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { Select } from '@/client/components/ui/select';
import { useActiveClients, useCreateClient } from '@/client/features/clients';
import { ApiError } from '@/client/lib/api-error';
import { clientInputSchema } from '@/shared/schemas/clients';

export const NEW_CLIENT = '__new__';

/** A client typed into the session form, created just before the session is saved. */
export function useInlineClient(initialName = '') {
  const createClient = useCreateClient();
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | undefined>();

  async function create(): Promise<string | null> {
    const parsed = clientInputSchema.safeParse({ name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return null;
    }
    setError(undefined);
    try {
      const { client } = await createClient.mutateAsync(parsed.data);
      setName('');
      return client.id;
    } catch (failure) {
      if (failure instanceof ApiError && failure.issues[0]) setError(failure.issues[0].message);
      else toast.error('Error', { description: 'Could not create client' });
      return null;
    }
  }

  return { name, setName, error, create, busy: createClient.isPending };
}

interface ClientPickerProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** The session's own client, kept selectable even when it has since been archived. */
  currentClient?: { id: string; name: string };
  inlineClient: ReturnType<typeof useInlineClient>;
}

export function ClientPicker({ value, onChange, error, currentClient, inlineClient }: ClientPickerProps) {
  const clients = useActiveClients({ latest: true });
  const options = clients.data ?? [];
  const showCurrent = currentClient && !options.some((client) => client.id === currentClient.id);
  return (
    <div className="space-y-3">
      <FormField label="Client" error={error}>
        <Select value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="" disabled>
            {clients.isPending ? 'Loading clients...' : 'Choose a client'}
          </option>
          {showCurrent && <option value={currentClient.id}>{currentClient.name}</option>}
          {options.map((client) => (
            <option key={client.id} value={client.id}>
              {client.name}
            </option>
          ))}
          <option value={NEW_CLIENT}>+ New client…</option>
        </Select>
      </FormField>
      {value === NEW_CLIENT && (
        <FormField label="New client's name" error={inlineClient.error}>
          <Input
            autoComplete="off"
            value={inlineClient.name}
            onChange={(event) => inlineClient.setName(event.target.value)}
          />
        </FormField>
      )}
    </div>
  );
}
