import { useState, type FormEvent } from 'react';
import { Button } from '@/client/components/ui/button';
import { CheckboxField } from '@/client/components/ui/checkbox-field';
import { Dialog, DialogClose, DialogContent } from '@/client/components/ui/dialog';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import type { Role } from '@/shared/schemas/admin-common';
import { invitationInputSchema, invitationUpdateSchema, type Invitation } from '@/shared/schemas/invitations';
import { useCreateInvitation, useUpdateInvitation } from '../../api/invitations';
import { endOfLocalDay, localDateInput } from '../../admin-dates';
import { toastAdminFailure, toastAdminInvalid, toastAdminSuccess } from '../../admin-toasts';
import { RoleSelect } from '../role-select';
import { useSchemaErrors } from '../use-form-state';

interface InvitationFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The invitation to edit; none to create one. */
  invitation?: Invitation;
}

export function InvitationFormDialog({ open, onOpenChange, invitation }: InvitationFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={invitation ? 'Edit Invitation' : 'Create New Invitation'}
        description={invitation ? undefined : 'We e-mail the invitee a link to create their account.'}
      >
        {open && (
          <InvitationForm key={invitation?.id ?? 'new'} invitation={invitation} onDone={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function InvitationForm({ invitation, onDone }: { invitation?: Invitation; onDone: () => void }) {
  const createInvitation = useCreateInvitation();
  const updateInvitation = useUpdateInvitation();
  const { errors, check, fromServer } = useSchemaErrors();
  const [email, setEmail] = useState(invitation?.email ?? '');
  const [role, setRole] = useState<Role>(invitation?.role ?? 'user');
  const [isFreeAccount, setIsFreeAccount] = useState(invitation?.isFreeAccount ?? true);
  const [expiry, setExpiry] = useState(localDateInput(invitation?.expiryDate ?? null));
  const busy = createInvitation.isPending || updateInvitation.isPending;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const values = { email, role, isFreeAccount, expiryDate: expiry ? endOfLocalDay(expiry) : null };
    const { data, firstMessage } = check(invitation ? invitationUpdateSchema : invitationInputSchema, values);
    if (!data) {
      if (firstMessage) toastAdminInvalid(firstMessage);
      return;
    }
    try {
      if (invitation) {
        await updateInvitation.mutateAsync({ id: invitation.id, input: data });
        toastAdminSuccess('Invitation updated successfully');
      } else {
        await createInvitation.mutateAsync(data);
        toastAdminSuccess(`Invitation created for ${data.email}`);
      }
      onDone();
    } catch (error) {
      fromServer(error);
      toastAdminFailure(error, invitation ? 'Failed to update invitation' : 'Failed to create invitation');
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <FormField label="Email" error={errors.email}>
        <Input type="email" autoComplete="off" value={email} onChange={(event) => setEmail(event.target.value)} />
      </FormField>
      <FormField label="Role">
        <RoleSelect value={role} onRoleChange={setRole} userLabel="Regular User" />
      </FormField>
      <CheckboxField
        label="Free Account"
        hint="No payment needed while the free account lasts."
        checked={isFreeAccount}
        onChange={(event) => setIsFreeAccount(event.target.checked)}
      />
      <FormField label="Expiry Date (optional)" hint="Leave empty for no expiration" error={errors.expiryDate}>
        <Input type="date" value={expiry} onChange={(event) => setExpiry(event.target.value)} />
      </FormField>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={busy}>
          {invitation ? (busy ? 'Updating...' : 'Update Invitation') : busy ? 'Creating...' : 'Create Invitation'}
        </Button>
      </div>
    </form>
  );
}
