import { useState } from 'react';
import { Dialog, DialogContent } from '@/client/components/ui/dialog';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { PasswordInput } from '@/client/components/ui/password-input';
import { addUserSchema } from '@/shared/schemas/admin-users';
import { useAddUser } from '../../api/admin-users';
import { UserForm } from './user-form';

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

const ADD_TEXTS = {
  usernameLabel: 'Username (optional)',
  submit: 'Create user',
  submitting: 'Creating...',
  success: 'User created successfully',
  failure: 'Failed to create user',
};

function AddUserForm({ onDone }: { onDone: () => void }) {
  const addUser = useAddUser();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  return (
    <UserForm
      schema={addUserSchema}
      initial={{ username: '', role: 'user' }}
      values={{ email, password }}
      save={(data) => addUser.mutateAsync(data)}
      pending={addUser.isPending}
      texts={ADD_TEXTS}
      onDone={onDone}
    >
      {(errors) => (
        <>
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
        </>
      )}
    </UserForm>
  );
}
