import { useState, type FormEvent } from 'react';
import { Button } from '@/client/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/client/components/ui/dialog';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { PasswordInput } from '@/client/components/ui/password-input';
import type { Role } from '@/shared/schemas/admin-common';
import { addUserSchema } from '@/shared/schemas/admin-users';
import { useAddUser } from '../../api/admin-users';
import { toastAdminFailure, toastAdminInvalid, toastAdminSuccess } from '../../admin-toasts';
import { RoleSelect } from '../role-select';
import { useSchemaErrors } from '../use-form-state';

export function AddUserDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Add New User"
        description="The account is created with its e-mail address already confirmed."
      >
        {open && <AddUserForm onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function AddUserForm({ onDone }: { onDone: () => void }) {
  const addUser = useAddUser();
  const { errors, check, fromServer } = useSchemaErrors();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [username, setUsername] = useState('');
  const [role, setRole] = useState<Role>('user');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { data, firstMessage } = check(addUserSchema, { email, password, username, role });
    if (!data) {
      if (firstMessage) toastAdminInvalid(firstMessage);
      return;
    }
    try {
      await addUser.mutateAsync(data);
      toastAdminSuccess('User created successfully');
      onDone();
    } catch (error) {
      fromServer(error);
      toastAdminFailure(error, 'Failed to create user');
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <FormField label="Email" error={errors.email}>
        <Input type="email" autoComplete="off" value={email} onChange={(event) => setEmail(event.target.value)} />
      </FormField>
      <FormField label="Password" error={errors.password}>
        <PasswordInput
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </FormField>
      <FormField label="Username (optional)" error={errors.username}>
        <Input autoComplete="off" value={username} onChange={(event) => setUsername(event.target.value)} />
      </FormField>
      <FormField label="Role">
        <RoleSelect value={role} onRoleChange={setRole} />
      </FormField>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={addUser.isPending}>
          {addUser.isPending ? 'Creating...' : 'Create User'}
        </Button>
      </div>
    </form>
  );
}
