import { useState, type FormEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import { Button } from '@/client/components/ui/button';
import { DialogClose } from '@/client/components/ui/dialog';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import type { Role } from '@/shared/schemas/admin-common';
import { toastAdminFailure, toastAdminInvalid, toastAdminSuccess } from '../../admin-toasts';
import { RoleSelect } from '../role-select';
import { useSchemaErrors, type FieldErrors } from '../use-form-state';

export interface UserFormTexts {
  usernameLabel: string;
  submit: string;
  submitting: string;
  success: string;
  failure: string;
}

interface UserFormProps<Schema extends z.ZodType> {
  schema: Schema;
  initial: { username: string; role: Role };
  /** The dialog's own fields' values (e-mail, password), checked together with username and role. */
  values: Record<string, unknown>;
  save: (data: z.output<Schema>) => Promise<unknown>;
  pending: boolean;
  texts: UserFormTexts;
  onDone: () => void;
  /** The dialog's own fields, shown above username and role, with their errors. */
  children: (errors: FieldErrors) => ReactNode;
}

/**
 * The form the Add New User and Edit User dialogs share: their own fields, then username and
 * role, checked with the shared schema (the first problem toasted, each under its field), saved,
 * and the outcome toasted.
 */
export function UserForm<Schema extends z.ZodType>(props: UserFormProps<Schema>) {
  const { schema, initial, values, save, pending, texts, onDone, children } = props;
  const { errors, check, fromServer } = useSchemaErrors();
  const [username, setUsername] = useState(initial.username);
  const [role, setRole] = useState<Role>(initial.role);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { data, firstMessage } = check(schema, { ...values, username, role });
    if (!data) {
      if (firstMessage) toastAdminInvalid(firstMessage);
      return;
    }
    try {
      await save(data);
      toastAdminSuccess(texts.success);
      onDone();
    } catch (error) {
      fromServer(error);
      toastAdminFailure(error, texts.failure);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      {children(errors)}
      <FormField label={texts.usernameLabel} error={errors.username}>
        <Input autoComplete="off" value={username} onChange={(event) => setUsername(event.target.value)} />
      </FormField>
      <FormField label="Role">
        <RoleSelect value={role} onRoleChange={setRole} />
      </FormField>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={pending}>
          {pending ? texts.submitting : texts.submit}
        </Button>
      </div>
    </form>
  );
}
