import type { ComponentProps } from 'react';
import { Select } from '@/client/components/ui/select';
import type { Role } from '@/shared/schemas/admin-common';

/** User / Admin, or the invitation dialogs' Regular User / Admin. */
export function RoleSelect({
  value,
  onRoleChange,
  userLabel = 'User',
  ...props
}: Omit<ComponentProps<'select'>, 'value' | 'onChange'> & {
  value: Role;
  onRoleChange: (role: Role) => void;
  userLabel?: string;
}) {
  return (
    <Select value={value} onChange={(event) => onRoleChange(event.target.value as Role)} {...props}>
      <option value="user">{userLabel}</option>
      <option value="admin">Admin</option>
    </Select>
  );
}
