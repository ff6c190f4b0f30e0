import { ArrowLeft, Plus } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/client/components/ui/button';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { ErrorPanel } from '@/client/components/ui/list-states';
import { PageHeader } from '@/client/components/ui/page-header';
import { Pagination } from '@/client/components/ui/pagination';
import { paths } from '@/client/config/paths';
import type { Invitation } from '@/shared/schemas/invitations';
import { useDeleteInvitation, useInvitations, useResetInvitation, type InvitationTab } from '../../api/invitations';
import { toastAdminFailure, toastAdminSuccess } from '../../admin-toasts';
import { InvitationFormDialog } from './invitation-form-dialog';
import { InvitationsTable } from './invitations-table';

const TABS: [InvitationTab, string][] = [
  ['pending', 'Pending'],
  ['accepted', 'Accepted'],
  ['expired', 'Expired'],
  ['all', 'All'],
];

const LOAD_ERROR = 'Failed to load invitations. Please try again.';

type Editing = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; invitation: Invitation };

export function InvitationsPage() {
  const [tab, setTab] = useState<InvitationTab>('pending');
  const [page, setPage] = useState(1);
  const invitations = useInvitations(tab, page);
  const deleteInvitation = useDeleteInvitation();
  const resetInvitation = useResetInvitation();
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [deleting, setDeleting] = useState<Invitation | null>(null);
  const [resetting, setResetting] = useState<Invitation | null>(null);

  useEffect(() => {
    if (invitations.isError) toast.error('Error', { id: 'invitations-load-error', description: LOAD_ERROR });
  }, [invitations.isError, invitations.errorUpdatedAt]);

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await deleteInvitation.mutateAsync(deleting.id);
      toastAdminSuccess('Invitation deleted successfully');
    } catch (error) {
      toastAdminFailure(error, 'Failed to delete invitation');
    } finally {
      setDeleting(null);
    }
  }

  async function confirmReset() {
    if (!resetting) return;
    try {
      await resetInvitation.mutateAsync(resetting.id);
      toastAdminSuccess('Account reset to normal status successfully');
    } catch (error) {
      toastAdminFailure(error, 'Failed to reset account');
    } finally {
      setResetting(null);
    }
  }

  const data = invitations.data;
  // A tab change shows the skeleton, not the previous tab's rows.
  const loading = invitations.isPending || (invitations.isPlaceholderData && invitations.isFetching);
  return (
    <div className="space-y-6">
      <Button asChild variant="ghost" size="sm" className="-ml-3">
        <Link to={paths.admin}>
          <ArrowLeft aria-hidden="true" />
          Back
        </Link>
      </Button>
      <PageHeader
        title="Invitations Management"
        description="Invite coaches, choose their role and grant free accounts."
        action={
          <Button onClick={() => setEditing({ mode: 'create' })}>
            <Plus aria-hidden="true" />
            Create Invitation
          </Button>
        }
      />

      <Tabs.Root
        value={tab}
        onValueChange={(value) => {
          setTab(value as InvitationTab);
          setPage(1);
        }}
      >
        <Tabs.List aria-label="Invitation status" className="inline-flex rounded-lg bg-slate-100 p-1">
          {TABS.map(([value, label]) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className="rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm"
            >
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TABS.map(([value]) => (
          <Tabs.Content key={value} value={value} className="mt-4 space-y-4">
            {invitations.isError ? (
              <ErrorPanel message={LOAD_ERROR} onRetry={() => void invitations.refetch()} />
            ) : (
              <>
                <InvitationsTable
                  invitations={data?.items}
                  loading={loading}
                  onEdit={(invitation) => setEditing({ mode: 'edit', invitation })}
                  onDelete={setDeleting}
                  onReset={setResetting}
                />
                {data && !loading && <Pagination of={data} alwaysShown onPage={setPage} />}
              </>
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>

      <InvitationFormDialog
        open={editing.mode !== 'closed'}
        onOpenChange={(open) => !open && setEditing({ mode: 'closed' })}
        invitation={editing.mode === 'edit' ? editing.invitation : undefined}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Are you sure?"
        description="This will permanently delete this invitation. This action cannot be undone."
        confirmLabel="Delete"
        busy={deleteInvitation.isPending}
        onConfirm={() => void confirmDelete()}
      />
      <ConfirmDialog
        open={resetting !== null}
        onOpenChange={(open) => !open && setResetting(null)}
        title="Reset to Normal Account?"
        description="This will convert the free account to a normal account, requiring payment for continued access."
        confirmLabel="Reset Account"
        busy={resetInvitation.isPending}
        onConfirm={() => void confirmReset()}
      />
    </div>
  );
}
