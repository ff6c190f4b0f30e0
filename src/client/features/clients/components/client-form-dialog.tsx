import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { Button } from '@/client/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/client/components/ui/dialog';
import { FormField } from '@/client/components/ui/form-field';
import { Input, Textarea } from '@/client/components/ui/input';
import { Select } from '@/client/components/ui/select';
import { useOnline } from '@/client/lib/offline/network-status';
import { isNetworkError } from '@/client/lib/offline/offline-reads';
import { saveWithToasts } from '@/client/lib/save-with-toasts';
import { clientInputSchema, type Client, type ClientFormValues, type ClientInput } from '@/shared/schemas/clients';
import { useCreateClient, useUpdateClient } from '../api/clients';

interface ClientFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The client to edit; none to add a new one. */
  client?: Client;
}

const toFormValues = (client?: Client): ClientFormValues => ({
  name: client?.name ?? '',
  email: client?.email ?? '',
  phone: client?.phone ?? '',
  organisation: client?.organisation ?? '',
  notes: client?.notes ?? '',
  status: client?.status ?? 'active',
  includeInExports: client?.includeInExports ?? false,
  exportAlias: client?.exportAlias ?? '',
  groupMembers: client?.groupMembers ?? '',
  groupMemberNames: client?.groupMemberNames ?? '',
  clientSince: client?.clientSince ?? '',
});

type Consent = 'yes' | 'alias' | 'no';

export function ClientFormDialog({ open, onOpenChange, client }: ClientFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={client ? 'Edit client' : 'Add client'}
        description="Only you can see your clients and their notes."
      >
        {/* Keyed so that each opening starts from the client's saved values. */}
        <ClientForm key={client?.id ?? 'new'} client={client} onSaved={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

export const CLIENT_NEEDS_CONNECTION =
  'Saving a client needs a connection to Coach Logbook. What you typed stays here: save again when you are back online.';

function ClientForm({ client, onSaved }: { client?: Client; onSaved: () => void }) {
  const createClient = useCreateClient();
  const updateClient = useUpdateClient();
  const form = useForm<ClientFormValues, unknown, ClientInput>({
    resolver: zodResolver(clientInputSchema),
    defaultValues: toFormValues(client),
  });
  const { errors, isSubmitting } = form.formState;
  const groupMembers = useWatch({ control: form.control, name: 'groupMembers' });
  const online = useOnline();
  const [needsConnection, setNeedsConnection] = useState(false);

  async function save(input: ClientInput) {
    setNeedsConnection(false);
    const saved = await saveWithToasts({
      form,
      thing: 'client',
      editing: Boolean(client),
      // Clients are not queued offline (sessions refer to them by id): the form says so plainly.
      handleError: (error) => {
        if (!isNetworkError(error)) return false;
        setNeedsConnection(true);
        return true;
      },
      save: () => (client ? updateClient.mutateAsync({ id: client.id, input }) : createClient.mutateAsync(input)),
    });
    if (saved) onSaved();
  }

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(save)(event)} className="space-y-4">
      <FormField label="Name" error={errors.name?.message}>
        <Input autoComplete="off" {...form.register('name')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="off" {...form.register('email')} />
        </FormField>
        <FormField label="Phone" error={errors.phone?.message}>
          <Input type="tel" autoComplete="off" {...form.register('phone')} />
        </FormField>
      </div>
      <FormField label="Organisation / sponsor" error={errors.organisation?.message}>
        <Input autoComplete="off" {...form.register('organisation')} />
      </FormField>
      <FormField
        label="Client since"
        hint="Leave empty to use the date of the first session."
        error={errors.clientSince?.message}
      >
        <Input type="date" {...form.register('clientSince')} />
      </FormField>
      <FormField label="Notes" error={errors.notes?.message}>
        <Textarea rows={4} {...form.register('notes')} />
      </FormField>
      <FormField label="Status" hint="Archived clients keep their history but are hidden when you log a session.">
        <Select {...form.register('status')}>
          <option value="active">Active</option>
          <option value="archived">Archived</option>
        </Select>
      </FormField>
      <ConsentQuestion form={form} asked={Boolean(client)} />
      <FormField
        label="People in this group"
        hint="Leave empty for one person. ICF counts each member of a group as a client, and groups of up to 15."
        error={errors.groupMembers?.message}
      >
        <Input type="number" inputMode="numeric" min={2} max={200} step={1} {...form.register('groupMembers')} />
      </FormField>
      {groupMembers !== '' && groupMembers !== null && groupMembers !== undefined && (
        <FormField label="Members' names" hint="Optional, one a line." error={errors.groupMemberNames?.message}>
          <Textarea rows={3} {...form.register('groupMemberNames')} />
        </FormField>
      )}
      {(needsConnection || !online) && (
        <p role={needsConnection ? 'alert' : 'status'} className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {CLIENT_NEEDS_CONNECTION}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save client'}
        </Button>
      </div>
    </form>
  );
}

/**
 * 'May this client appear in your ICF log?', asked when the client is added: by name, under an
 * alias, or not. Hours with a client who has not agreed are left out of ICF's figures.
 */
function ConsentQuestion({
  form,
  asked,
}: {
  form: UseFormReturn<ClientFormValues, unknown, ClientInput>;
  asked: boolean;
}) {
  const included = useWatch({ control: form.control, name: 'includeInExports' });
  const alias = useWatch({ control: form.control, name: 'exportAlias' });
  const [choice, setChoice] = useState<Consent | null>(asked ? (included ? (alias ? 'alias' : 'yes') : 'no') : null);
  const choose = (next: Consent) => {
    setChoice(next);
    form.setValue('includeInExports', next !== 'no', { shouldDirty: true });
    if (next !== 'alias') form.setValue('exportAlias', '', { shouldDirty: true });
  };
  const options: { value: Consent; label: string }[] = [
    { value: 'yes', label: 'Yes' },
    { value: 'alias', label: 'Yes, under an alias' },
    { value: 'no', label: 'No' },
  ];
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-900">May this client appear in your ICF log?</legend>
      <p className="text-xs text-slate-600">
        ICF counts only the hours of clients who agreed to be listed. Until you answer, their hours are left out.
      </p>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name="icf-log-consent"
              value={option.value}
              checked={choice === option.value}
              onChange={() => choose(option.value)}
              className="size-4 accent-brand-700"
            />
            {option.label}
          </label>
        ))}
      </div>
      {choice === 'alias' && (
        <FormField
          label="Alias in your ICF log"
          hint="Shown instead of the name, without contact details."
          error={form.formState.errors.exportAlias?.message}
        >
          <Input autoComplete="off" {...form.register('exportAlias')} />
        </FormField>
      )}
    </fieldset>
  );
}
