import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/client/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/client/components/ui/dialog';
import { FormField } from '@/client/components/ui/form-field';
import { Input, Textarea } from '@/client/components/ui/input';
import { ApiError } from '@/client/lib/api-error';
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
  notes: client?.notes ?? '',
});

export function ClientFormDialog({ open, onOpenChange, client }: ClientFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={client ? 'Edit Client' : 'Add Client'}
        description="Only you can see your clients and their notes."
      >
        {/* Keyed so that each opening starts from the client's saved values. */}
        <ClientForm key={client?.id ?? 'new'} client={client} onSaved={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ClientForm({ client, onSaved }: { client?: Client; onSaved: () => void }) {
  const createClient = useCreateClient();
  const updateClient = useUpdateClient();
  const form = useForm<ClientFormValues, unknown, ClientInput>({
    resolver: zodResolver(clientInputSchema),
    defaultValues: toFormValues(client),
  });
  const { errors, isSubmitting } = form.formState;

  async function save(input: ClientInput) {
    try {
      if (client) await updateClient.mutateAsync({ id: client.id, input });
      else await createClient.mutateAsync(input);
      toast.success('Success', { description: client ? 'Client updated successfully' : 'Client created successfully' });
      onSaved();
    } catch (error) {
      // The dialog stays open with everything typed, so nothing is lost.
      if (error instanceof ApiError) {
        for (const issue of error.issues) {
          form.setError(issue.path as keyof ClientFormValues, { message: issue.message });
        }
      }
      toast.error('Error', {
        description:
          error instanceof ApiError && error.issues.length === 0
            ? error.message
            : client
              ? 'Could not update client'
              : 'Could not create client',
      });
    }
  }

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(save)(event)} className="space-y-4">
      <FormField label="Name" error={errors.name?.message}>
        <Input autoComplete="off" {...form.register('name')} />
      </FormField>
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="off" {...form.register('email')} />
      </FormField>
      <FormField label="Phone" error={errors.phone?.message}>
        <Input type="tel" autoComplete="off" {...form.register('phone')} />
      </FormField>
      <FormField label="Notes" error={errors.notes?.message}>
        <Textarea rows={4} {...form.register('notes')} />
      </FormField>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save Client'}
        </Button>
      </div>
    </form>
  );
}
