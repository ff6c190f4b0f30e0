import { useState, type FormEvent } from 'react';
import { Button } from '@/client/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/client/components/ui/dialog';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import type { Role } from '@/shared/schemas/admin-common';
import { editUserSchema, type AdminUserRow } from '@/shared/schemas/admin-users';
import { useEditUser } from '../../api/admin-users';
import { toastAdminFailure, toastAdminInvalid, toastAdminSuccess } from '../../admin-toasts';
import { RoleSelect } from '../role-select';
import { useSchemaErrors } from '../use-form-state';

interface EditUserDialogProps {
  user: AdminUserRow | null;
  onOpenChange: (open: boolean) => void;
}

export function EditUserDialog({ user, onOpenChange }: EditUserDialogProps) {
  return (
    <Dialog open={user !== null} onOpenChange={onOpenChange}>
      <DialogContent
        title="Edit User"
        description="Changing the role signs the user out on every device, so it applies at once."
      >
        {user && <EditUserForm key={user.id} user={user} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function EditUserForm({ user, onDone }: { user: AdminUserRow; onDone: () => void }) {
  const editUser = useEditUser();
  const { errors, check, fromServer } = useSchemaErrors();
  const [username, setUsername] = useState(user.username ?? '');
  const [role, setRole] = useState<Role>(user.role);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { data, firstMessage } = check(editUserSchema, { username, role });
    if (!data) {
      if (firstMessage) toastAdminInvalid(firstMessage);
      return;
    }
    try {
      await editUser.mutateAsync({ userId: user.id, input: data });
      toastAdminSuccess('User updated successfully');
      onDone();
    } catch (error) {
      fromServer(error);
      toastAdminFailure(error, 'Failed to update user');
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <FormField label="Email">
        <Input type="email" value={user.email} readOnly className="bg-slate-50" />
      </FormField>
      <FormField label="Username" error={errors.username}>
        <Input autoComplete="off" value={username} onChange={(event) => setUsername(event.target.value)} />
      </FormField>
      <FormField label="Role">
        <RoleSelect value={role} onRoleChange={setRole} />
      </FormField>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={editUser.isPending}>
          {editUser.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
