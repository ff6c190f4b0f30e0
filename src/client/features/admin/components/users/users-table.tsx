import { Link, useNavigate } from 'react-router';
import { Badge } from '@/client/components/ui/badge';
import { CardDetail, ResponsiveList, type ListColumn } from '@/client/components/ui/responsive-list';
import { RowActions } from '@/client/components/ui/row-actions';
import { paths } from '@/client/config/paths';
import type { AdminUserRow } from '@/shared/schemas/admin-users';
import { RoleBadge, SubscriptionBadge } from '../../admin-labels';
import { localDate } from '../../admin-dates';

interface UsersTableProps {
  users: AdminUserRow[];
  onEdit: (user: AdminUserRow) => void;
  onDelete: (user: AdminUserRow) => void;
}

const displayName = (user: AdminUserRow) => user.username ?? 'No Username';

function UserName({ user }: { user: AdminUserRow }) {
  return (
    <>
      <Link
        to={paths.adminUser(user.id)}
        className="font-medium text-slate-900 underline-offset-4 hover:underline"
        // The row opens the page too; one navigation is enough.
        onClick={(event) => event.stopPropagation()}
      >
        {displayName(user)}
      </Link>
      <p className="truncate text-slate-600">{user.email}</p>
      {user.provider !== 'email' && (
        <Badge className="mt-1" tone="neutral">
          {user.provider}
        </Badge>
      )}
    </>
  );
}

const columns: ListColumn<AdminUserRow>[] = [
  { heading: 'User', cell: (user) => <UserName user={user} />, className: '' },
  { heading: 'Role', cell: (user) => <RoleBadge role={user.role} /> },
  { heading: 'Status', cell: (user) => <SubscriptionBadge user={user} /> },
  { heading: 'Created', cell: (user) => localDate(user.createdAt, 'N/A') },
  { heading: 'Last Sign In', cell: (user) => localDate(user.lastSignInAt, 'Never') },
];

/** A row opens the user's page; its name is also a link, for the keyboard and screen readers. */
export function UsersTable({ users, onEdit, onDelete }: UsersTableProps) {
  const navigate = useNavigate();
  return (
    <ResponsiveList
      label="Users"
      items={users}
      itemKey={(user) => user.id}
      columns={columns}
      onRowClick={(user) => void navigate(paths.adminUser(user.id))}
      actions={(user) => (
        <RowActions
          editLabel={`Edit ${displayName(user)} (${user.email})`}
          menuLabel={`Actions for ${displayName(user)} (${user.email})`}
          onEdit={() => onEdit(user)}
          onDelete={() => onDelete(user)}
        />
      )}
      cardHeader={(user) => <UserName user={user} />}
      cardBody={(user) => (
        <>
          <div className="mt-3 flex flex-wrap gap-2">
            <RoleBadge role={user.role} />
            <SubscriptionBadge user={user} />
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            <CardDetail label="Created" value={localDate(user.createdAt, 'N/A')} />
            <CardDetail label="Last Sign In" value={localDate(user.lastSignInAt, 'Never')} />
          </dl>
        </>
      )}
    />
  );
}
