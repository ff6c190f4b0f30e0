import { useNavigate } from 'react-router';
import { Link } from 'react-router';
import { Badge } from '@/client/components/ui/badge';
import { RowActions } from '@/client/components/ui/row-actions';
import { TableHead } from '@/client/components/ui/table-head';
import { paths } from '@/client/config/paths';
import type { AdminUserRow } from '@/shared/schemas/admin-users';
import { RoleBadge, SubscriptionBadge } from '../../admin-labels';
import { localDate } from '../../admin-dates';

const HEADINGS = ['User', 'Role', 'Status', 'Created', 'Last Sign In'] as const;

interface UsersTableProps {
  users: AdminUserRow[];
  onEdit: (user: AdminUserRow) => void;
  onDelete: (user: AdminUserRow) => void;
}

/** A row opens the user's page; its name is also a link, for the keyboard and screen readers. */
export function UsersTable({ users, onEdit, onDelete }: UsersTableProps) {
  const navigate = useNavigate();
  return (
    <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full min-w-[48rem] text-left text-sm">
        <TableHead headings={HEADINGS} />
        <tbody className="divide-y divide-slate-200">
          {users.map((user) => {
            const name = user.username ?? 'No Username';
            return (
              <tr
                key={user.id}
                className="cursor-pointer hover:bg-slate-50"
                onClick={() => void navigate(paths.adminUser(user.id))}
              >
                <td className="px-4 py-3">
                  <Link
                    to={paths.adminUser(user.id)}
                    className="font-medium text-slate-900 underline-offset-4 hover:underline"
                    onClick={(event) => event.stopPropagation()}
                  >
                    {name}
                  </Link>
                  <p className="text-slate-600">{user.email}</p>
                  {user.provider !== 'email' && (
                    <Badge className="mt-1" tone="neutral">
                      {user.provider}
                    </Badge>
                  )}
                </td>
                <td className="px-4 py-3">
                  <RoleBadge role={user.role} />
                </td>
                <td className="px-4 py-3">
                  <SubscriptionBadge status={user.subscriptionStatus} />
                </td>
                <td className="px-4 py-3 text-slate-700">{localDate(user.createdAt, 'N/A')}</td>
                <td className="px-4 py-3 text-slate-700">{localDate(user.lastSignInAt, 'Never')}</td>
                <td className="px-4 py-3" onClick={(event) => event.stopPropagation()}>
                  <RowActions
                    editLabel={`Edit ${name} (${user.email})`}
                    deleteLabel={`Delete ${name} (${user.email})`}
                    onEdit={() => onEdit(user)}
                    onDelete={() => onDelete(user)}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
