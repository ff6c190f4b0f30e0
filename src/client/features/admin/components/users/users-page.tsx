import { MailPlus, RefreshCw, Search, UserPlus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/client/components/ui/button';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { EmptyPanel, ErrorPanel } from '@/client/components/ui/list-states';
import { Input } from '@/client/components/ui/input';
import { PageHeader } from '@/client/components/ui/page-header';
import { Pagination } from '@/client/components/ui/pagination';
import { Spinner } from '@/client/components/ui/spinner';
import type { AdminUserRow } from '@/shared/schemas/admin-users';
import { useAdminUsers, useDeleteUser } from '../../api/admin-users';
import { toastAdminFailure, toastAdminSuccess } from '../../admin-toasts';
import { useDebouncedValue } from '../use-debounced-value';
import { AddUserDialog } from './add-user-dialog';
import { EditUserDialog } from './edit-user-dialog';
import { InviteUserDialog } from './invite-user-dialog';
import { UsersTable } from './users-table';

const LOAD_ERROR = 'Failed to load user data';

export function UsersPage() {
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim());
  // The page belongs to a search: a new search starts at its first page.
  const [paged, setPaged] = useState({ search: '', page: 1 });
  const page = paged.search === search ? paged.page : 1;
  const users = useAdminUsers(search, page);
  const deleteUser = useDeleteUser();
  const [adding, setAdding] = useState(false);
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<AdminUserRow | null>(null);
  const [deleting, setDeleting] = useState<AdminUserRow | null>(null);

  useEffect(() => {
    if (users.isError) toast.error('Error', { id: 'admin-users-load-error', description: LOAD_ERROR });
  }, [users.isError, users.errorUpdatedAt]);

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await deleteUser.mutateAsync(deleting.id);
      toastAdminSuccess('User deleted successfully');
    } catch (error) {
      toastAdminFailure(error, 'Failed to delete user');
    } finally {
      setDeleting(null);
    }
  }

  const data = users.data;
  return (
    <div className="space-y-6">
      <PageHeader
        title="User Management"
        description="Manage users, roles, and invitations"
        action={
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => void users.refetch()} disabled={users.isFetching}>
              <RefreshCw aria-hidden="true" className={users.isFetching ? 'animate-spin' : undefined} />
              Refresh
            </Button>
            <Button variant="secondary" onClick={() => setInviting(true)}>
              <MailPlus aria-hidden="true" />
              Invite User
            </Button>
            <Button onClick={() => setAdding(true)}>
              <UserPlus aria-hidden="true" />
              Add User
            </Button>
          </div>
        }
      />

      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="relative w-full max-w-md">
          <Search className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" aria-hidden="true" />
          <Input
            type="search"
            aria-label="Search users"
            placeholder="Search by email, name, or role..."
            className="pl-9"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
          />
        </div>
        {data && (
          <p className="text-sm text-slate-700" aria-live="polite">
            {data.total} user(s) found
          </p>
        )}
      </div>

      {users.isPending && <Spinner label="Loading users..." />}
      {users.isError && <ErrorPanel message={LOAD_ERROR} onRetry={() => void users.refetch()} />}
      {data && data.items.length === 0 && (
        <EmptyPanel>
          <p className="font-medium text-slate-900">No users found</p>
          <p className="mt-1">{search ? 'Try adjusting your search term' : 'No user data available'}</p>
        </EmptyPanel>
      )}
      {data && data.items.length > 0 && (
        <>
          <UsersTable users={data.items} onEdit={setEditing} onDelete={setDeleting} />
          <Pagination of={data} alwaysShown onPage={(next) => setPaged({ search, page: next })} />
        </>
      )}

      <AddUserDialog open={adding} onOpenChange={setAdding} />
      <InviteUserDialog open={inviting} onOpenChange={setInviting} />
      <EditUserDialog user={editing} onOpenChange={(open) => !open && setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete User"
        description={
          deleting
            ? `Are you sure you want to delete ${deleting.username ?? 'No Username'} (${deleting.email})? ` +
              'Their account and everything in it will be permanently removed.'
            : ''
        }
        confirmLabel="Delete"
        busy={deleteUser.isPending}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}
