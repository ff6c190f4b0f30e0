import { useState, type FormEvent } from 'react';
import { Button } from '@/client/components/ui/button';
import { CheckboxField } from '@/client/components/ui/checkbox-field';
import { Dialog, DialogClose, DialogContent } from '@/client/components/ui/dialog';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { todayIso } from '@/client/lib/dates';
import type { Role } from '@/shared/schemas/admin-common';
import { inviteUserSchema } from '@/shared/schemas/invitations';
import { useCreateInvitation } from '../../api/invitations';
import { endOfLocalDay } from '../../admin-dates';
import { toastAdminFailure, toastAdminInvalid, toastAdminSuccess } from '../../admin-toasts';
import { RoleSelect } from '../role-select';
import { useSchemaErrors } from '../use-form-state';

/**
 * Invite User: an invitation with the chosen role and, as on the invitations screen, the choice of
 * a free account (on by default there too).
 */
export function InviteUserDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Invite User" description="We e-mail them a link to create their account.">
        {open && <InviteUserForm onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function InviteUserForm({ onDone }: { onDone: () => void }) {
  const createInvitation = useCreateInvitation();
  const { errors, check, fromServer } = useSchemaErrors();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('user');
  const [isFreeAccount, setIsFreeAccount] = useState(true);
  const [withExpiry, setWithExpiry] = useState(false);
  const [expiry, setExpiry] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    // With the checkbox off no expiry is sent, whatever the date field still holds.
    const expiryDate = withExpiry && expiry ? endOfLocalDay(expiry) : null;
    const { data, firstMessage } = check(inviteUserSchema, { email, role, isFreeAccount, expiryDate });
    if (!data) {
      if (firstMessage) toastAdminInvalid(firstMessage);
      return;
    }
    try {
      await createInvitation.mutateAsync(data);
      toastAdminSuccess('Invitation sent successfully');
      onDone();
    } catch (error) {
      fromServer(error);
      toastAdminFailure(error, 'Failed to create invitation');
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <FormField label="Email" error={errors.email}>
        <Input type="email" autoComplete="off" value={email} onChange={(event) => setEmail(event.target.value)} />
      </FormField>
      <FormField label="Role">
        <RoleSelect value={role} onRoleChange={setRole} />
      </FormField>
      <CheckboxField
        label="Free Account"
        hint="No payment needed while the free account lasts."
        checked={isFreeAccount}
        onChange={(event) => setIsFreeAccount(event.target.checked)}
      />
      <CheckboxField
        label="Set expiry date for invitation"
        checked={withExpiry}
        onChange={(event) => setWithExpiry(event.target.checked)}
      />
      {withExpiry && (
        <FormField label="Expiry date" error={errors.expiryDate}>
          <Input type="date" min={todayIso()} value={expiry} onChange={(event) => setExpiry(event.target.value)} />
        </FormField>
      )}
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={createInvitation.isPending}>
          {createInvitation.isPending ? 'Sending...' : 'Send invitation'}
        </Button>
      </div>
    </form>
  );
}
