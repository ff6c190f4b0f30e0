import { Dialog, DialogContent } from '@/client/components/ui/dialog';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { editUserSchema, type AdminUserRow } from '@/shared/schemas/admin-users';
import { useEditUser } from '../../api/admin-users';
import { UserForm } from './user-form';

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

const EDIT_TEXTS = {
  usernameLabel: 'Username',
  submit: 'Save changes',
  submitting: 'Saving...',
  success: 'User updated successfully',
  failure: 'Failed to update user',
};

function EditUserForm({ user, onDone }: { user: AdminUserRow; onDone: () => void }) {
  const editUser = useEditUser();
  return (
    <UserForm
      schema={editUserSchema}
      initial={{ username: user.username ?? '', role: user.role }}
      values={{}}
      save={(data) => editUser.mutateAsync({ userId: user.id, input: data })}
      pending={editUser.isPending}
      texts={EDIT_TEXTS}
      onDone={onDone}
    >
      {() => (
        <FormField label="Email">
          <Input type="email" value={user.email} readOnly className="bg-slate-50" />
        </FormField>
      )}
    </UserForm>
  );
}
