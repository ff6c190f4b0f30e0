import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/client/components/ui/button';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { EmptyPanel, ErrorPanel } from '@/client/components/ui/list-states';
import { Pagination } from '@/client/components/ui/pagination';
import { Spinner } from '@/client/components/ui/spinner';
import { cn } from '@/client/lib/cn';
import { formatLongDate } from '@/client/lib/dates';
import { useKeepPageInRange, usePageParam } from '@/client/lib/use-page-param';
import type { GrowPlan } from '@/shared/schemas/grow-plans';
import { useDeleteGrowPlan, useGrowPlans } from '../api/grow-plans';
import { ToolClientPicker, useToolClient } from '../components/tool-client-picker';
import { GrowPlanForm } from './grow-plan-form';
import { GrowPlanView } from './grow-plan-view';

type Mode = 'view' | 'new' | 'edit';

export function GrowPlannerPage() {
  const { clientId, choose } = useToolClient();
  return (
    <div className="space-y-6">
      <ToolClientPicker clientId={clientId} onChange={choose} />
      {clientId ? (
        <ClientPlans key={clientId} clientId={clientId} />
      ) : (
        <EmptyPanel>Choose a client to see and write their GROW plans.</EmptyPanel>
      )}
    </div>
  );
}

function ClientPlans({ clientId }: { clientId: string }) {
  const [page, setPage] = usePageParam('plans');
  const plans = useGrowPlans(clientId, page);
  useKeepPageInRange(page, plans.data, setPage);
  const deletePlan = useDeleteGrowPlan();
  const [params, setParams] = useSearchParams();
  const [mode, setMode] = useState<Mode>('view');
  const [deleting, setDeleting] = useState<GrowPlan | null>(null);
  const list = plans.data?.items ?? [];
  const selected = list.find((plan) => plan.id === params.get('plan')) ?? list[0];

  const select = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('plan', id);
        else next.delete('plan');
        return next;
      },
      { replace: true },
    );

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await deletePlan.mutateAsync(deleting.id);
      toast.success('Success', { description: 'GROW plan deleted successfully' });
      select(null);
    } catch {
      toast.error('Error', { description: 'Could not delete GROW plan' });
    } finally {
      setDeleting(null);
    }
  }

  if (plans.isPending) return <Spinner label="Loading GROW plans..." />;
  if (plans.isError) return <ErrorPanel message="Could not load GROW plans" onRetry={() => void plans.refetch()} />;

  const saved = (plan: GrowPlan) => {
    select(plan.id);
    setMode('view');
  };

  return (
    <div className="grid items-start gap-6 md:grid-cols-[16rem_1fr] print:block">
      <section aria-labelledby="grow-plans-heading" className="space-y-3 print:hidden">
        <div className="flex items-center justify-between gap-2">
          <h2 id="grow-plans-heading" className="font-semibold text-slate-900">
            Plans
          </h2>
          <Button size="sm" onClick={() => setMode('new')}>
            <Plus aria-hidden="true" />
            New GROW plan
          </Button>
        </div>
        {list.length === 0 ? (
          <p className="text-sm text-slate-600">No GROW plans for this client yet.</p>
        ) : (
          <ul className="space-y-1">
            {list.map((plan) => (
              <li key={plan.id}>
                <button
                  type="button"
                  aria-current={plan.id === selected?.id && mode !== 'new' ? 'true' : undefined}
                  onClick={() => {
                    select(plan.id);
                    setMode('view');
                  }}
                  className={cn(
                    'w-full rounded-md px-3 py-2 text-left hover:bg-slate-100',
                    plan.id === selected?.id && mode !== 'new' && 'bg-brand-50 ring-1 ring-brand-100',
                  )}
                >
                  <span className="block font-medium text-slate-900">{plan.title}</span>
                  <span className="block text-sm text-slate-600">{formatLongDate(plan.date)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {plans.data && <Pagination of={plans.data} noun="plans" onPage={setPage} />}
      </section>
      <div className="min-w-0">
        {mode === 'new' && <GrowPlanForm clientId={clientId} onSaved={saved} onCancel={() => setMode('view')} />}
        {mode === 'edit' && selected && (
          <GrowPlanForm
            key={selected.id}
            clientId={clientId}
            plan={selected}
            onSaved={saved}
            onCancel={() => setMode('view')}
          />
        )}
        {mode === 'view' && selected && (
          <GrowPlanView plan={selected} onEdit={() => setMode('edit')} onDelete={() => setDeleting(selected)} />
        )}
        {mode === 'view' && !selected && (
          <EmptyPanel>
            Click &quot;New GROW plan&quot; to prepare a session with Goal, Reality, Options and Will.
          </EmptyPanel>
        )}
      </div>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Are you sure?"
        description="This will permanently delete the GROW plan."
        confirmLabel="Delete"
        busy={deletePlan.isPending}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}
