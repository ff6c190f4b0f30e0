import { ArrowLeft } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { ErrorPanel } from '@/client/components/ui/list-states';
import { Spinner } from '@/client/components/ui/spinner';
import { paths } from '@/client/config/paths';
import { PROTECTED_ADMIN_MESSAGE, type Role } from '@/shared/schemas/admin-common';
import type { AdminUserDetail } from '@/shared/schemas/admin-users';
import {
  useAdminUser,
  useDeleteUser,
  useEditUser,
  useSetFreeAccount,
  useSignOutEverywhere,
} from '../../api/admin-users';
import { RoleBadge, SubscriptionBadge } from '../../admin-labels';
import { localDate } from '../../admin-dates';
import { toastAdminFailure, toastAdminSuccess, toastRoleFailure } from '../../admin-toasts';
import { RoleSelect } from '../role-select';
import { AuditList } from './audit-list';
import { VerificationList } from './verification-list';

const LOAD_ERROR = 'Failed to load user data';

function Facts({ facts }: { facts: [label: string, value: ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt className="text-sm text-slate-600">{label}</dt>
          <dd className="break-all text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function UserDetailPage() {
  const { userId = '' } = useParams();
  const user = useAdminUser(userId);

  useEffect(() => {
    if (user.isError) toast.error('Error', { id: 'admin-user-load-error', description: LOAD_ERROR });
  }, [user.isError, user.errorUpdatedAt]);

  return (
    <div className="space-y-6">
      <Button asChild variant="ghost" size="sm" className="-ml-3">
        <Link to={paths.adminUsers}>
          <ArrowLeft aria-hidden="true" />
          Back to users
        </Link>
      </Button>
      {user.isPending && <Spinner label="Loading user..." />}
      {user.isError && <ErrorPanel message={LOAD_ERROR} onRetry={() => void user.refetch()} />}
      {user.data && <UserDetail detail={user.data} />}
    </div>
  );
}

function UserDetail({ detail }: { detail: AdminUserDetail }) {
  const { user, counts, audit, verifications } = detail;
  const navigate = useNavigate();
  const editUser = useEditUser();
  const setFreeAccount = useSetFreeAccount();
  const deleteUser = useDeleteUser();
  const signOut = useSignOutEverywhere();
  const [role, setRole] = useState<Role>(user.role);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const name = user.username ?? 'No Username';

  async function saveRole() {
    try {
      await editUser.mutateAsync({ userId: user.id, input: { username: user.username, role } });
      toastAdminSuccess('User updated successfully');
    } catch (error) {
      setRole(user.role);
      toastRoleFailure(error);
    }
  }

  async function toggleFreeAccount() {
    try {
      await setFreeAccount.mutateAsync({ userId: user.id, freeAccount: !user.freeAccount });
      toastAdminSuccess('User updated successfully');
    } catch (error) {
      toastAdminFailure(error, 'Failed to update user');
    }
  }

  async function signOutEverywhere() {
    try {
      const { sessionsEnded } = await signOut.mutateAsync(user.id);
      toastAdminSuccess(
        sessionsEnded === 0
          ? `${user.email} was not signed in anywhere`
          : `${user.email} has been signed out of ${sessionsEnded} ${sessionsEnded === 1 ? 'device' : 'devices'}`,
      );
    } catch (error) {
      toastAdminFailure(error, 'Failed to sign the user out');
    }
  }

  async function confirmDelete() {
    try {
      await deleteUser.mutateAsync(user.id);
      toastAdminSuccess('User deleted successfully');
      void navigate(paths.adminUsers);
    } catch (error) {
      toastAdminFailure(error, 'Failed to delete user');
      setConfirmingDelete(false);
    }
  }

  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{name}</h1>
        <RoleBadge role={user.role} />
      </div>
      <p className="-mt-4 text-slate-600">{user.email}</p>

      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Profile</CardTitle>
          </CardHeader>
          <CardContent>
            <Facts
              facts={[
                ['Username', user.username ?? 'No Username'],
                ['Display name', user.displayName ?? '-'],
                ['E-mail confirmed', user.emailVerified ? 'Yes' : 'No'],
                ['Sign-in method', user.provider],
                ['Created', localDate(user.createdAt, 'N/A')],
                ['Last Sign In', localDate(user.lastSignInAt, 'Never')],
              ]}
            />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Subscription</CardTitle>
          </CardHeader>
          <CardContent>
            <Facts
              facts={[
                ['Status', <SubscriptionBadge key="status" user={user} />],
                ['Period end', localDate(user.subscriptionEndDate, '-')],
                ['Free account', user.freeAccount ? 'Yes' : 'No'],
                ['Started', localDate(user.subscriptionStartDate, '-')],
                ['Stripe customer', user.stripeCustomerId ?? '-'],
                ['Stripe subscription', user.stripeSubscriptionId ?? '-'],
              ]}
            />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Records</CardTitle>
          </CardHeader>
          <CardContent>
            <p className="mb-3 text-sm text-slate-600">Counts only: the coach&apos;s notes and clients stay private.</p>
            <Facts
              facts={[
                ['Clients', counts.clients],
                ['Coaching sessions', counts.coachingSessions],
                ['Supervision sessions', counts.supervisionSessions],
                ['CPD records', counts.cpdRecords],
              ]}
            />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Actions</CardTitle>
          </CardHeader>
          <CardContent className="space-y-5">
            <div className="flex flex-wrap items-end gap-2">
              <div className="min-w-40 flex-1 space-y-1.5">
                <label htmlFor="user-role" className="text-sm font-medium text-slate-900">
                  Role
                </label>
                <RoleSelect id="user-role" value={role} onRoleChange={setRole} disabled={user.isProtected} />
              </div>
              <Button
                variant="secondary"
                disabled={user.isProtected || role === user.role || editUser.isPending}
                onClick={() => void saveRole()}
              >
                Change role
              </Button>
            </div>
            {user.isProtected && <p className="text-sm text-slate-600">{PROTECTED_ADMIN_MESSAGE}</p>}
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" disabled={setFreeAccount.isPending} onClick={() => void toggleFreeAccount()}>
                {user.freeAccount ? 'Remove free account' : 'Grant free account'}
              </Button>
              <Button variant="secondary" disabled={signOut.isPending} onClick={() => void signOutEverywhere()}>
                Sign out everywhere
              </Button>
              {!user.isProtected && (
                <Button variant="destructive" onClick={() => setConfirmingDelete(true)}>
                  Delete user
                </Button>
              )}
            </div>
          </CardContent>
        </Card>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>Admin actions</CardTitle>
        </CardHeader>
        <CardContent>
          <AuditList events={audit} />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Subscription checks</CardTitle>
        </CardHeader>
        <CardContent>
          <VerificationList verifications={verifications} />
        </CardContent>
      </Card>

      <ConfirmDialog
        open={confirmingDelete}
        onOpenChange={setConfirmingDelete}
        title="Delete User"
        description={
          `Are you sure you want to delete ${name} (${user.email})? ` +
          'Their account and everything in it will be permanently removed.'
        }
        confirmLabel="Delete"
        busy={deleteUser.isPending}
        onConfirm={() => void confirmDelete()}
      />
    </>
  );
}
