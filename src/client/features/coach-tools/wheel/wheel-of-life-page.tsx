import { Pencil, Plus, Trash2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/client/components/ui/button';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { Dialog, DialogContent } from '@/client/components/ui/dialog';
import { FormField } from '@/client/components/ui/form-field';
import { EmptyPanel, ErrorPanel } from '@/client/components/ui/list-states';
import { Select } from '@/client/components/ui/select';
import { Pagination } from '@/client/components/ui/pagination';
import { Spinner } from '@/client/components/ui/spinner';
import { formatLongDate } from '@/client/lib/dates';
import { useKeepPageInRange, usePageParam } from '@/client/lib/use-page-param';
import { MAX_PAGE_SIZE } from '@/shared/domain/paging';
import { defaultWheelAreas, type WheelAssessment } from '@/shared/schemas/wheel-of-life';
import { useDeleteWheelAssessment, useWheelAssessments } from '../api/wheel-assessments';
import { ToolClientPicker, useToolClient } from '../components/tool-client-picker';
import { WheelForm } from './wheel-form';
import { WheelScoresTable } from './wheel-scores-table';

const WheelRadarChart = lazy(() => import('./wheel-radar-chart'));

type Editing = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; wheel: WheelAssessment };

export function WheelOfLifePage() {
  const { clientId, choose } = useToolClient();
  return (
    <div className="space-y-6">
      <ToolClientPicker clientId={clientId} onChange={choose} />
      {clientId ? (
        <ClientWheels key={clientId} clientId={clientId} />
      ) : (
        <EmptyPanel>Choose a client to see and score their Wheel of Life.</EmptyPanel>
      )}
    </div>
  );
}

function ClientWheels({ clientId }: { clientId: string }) {
  // The dates to choose from: the newest hundred, and older ones a page further.
  const [page, setPage] = usePageParam('wheels');
  const wheels = useWheelAssessments(clientId, page, MAX_PAGE_SIZE);
  useKeepPageInRange(page, wheels.data, setPage);
  const deleteWheel = useDeleteWheelAssessment();
  const [params, setParams] = useSearchParams();
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [deleting, setDeleting] = useState<WheelAssessment | null>(null);

  const setParam = (name: 'wheel' | 'compare', value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  if (wheels.isPending) return <Spinner label="Loading Wheel of Life..." />;
  if (wheels.isError) {
    return <ErrorPanel message="Could not load Wheel of Life" onRetry={() => void wheels.refetch()} />;
  }

  const list = wheels.data.items;
  const shown = list.find((wheel) => wheel.id === params.get('wheel')) ?? list[0];
  const compare = list.find((wheel) => wheel.id === params.get('compare') && wheel.id !== shown?.id);
  const latestNames = list[0]?.areas.map((area) => area.name) ?? defaultWheelAreas;
  const label = (wheel: WheelAssessment) => formatLongDate(wheel.date);

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await deleteWheel.mutateAsync(deleting.id);
      toast.success('Success', { description: 'Wheel of Life deleted successfully' });
      setParam('wheel', null);
    } catch {
      toast.error('Error', { description: 'Could not delete Wheel of Life' });
    } finally {
      setDeleting(null);
    }
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        {shown ? (
          <div className="flex flex-wrap gap-4">
            <FormField label="Wheel of">
              <Select value={shown.id} onChange={(event) => setParam('wheel', event.target.value)}>
                {list.map((wheel) => (
                  <option key={wheel.id} value={wheel.id}>
                    {label(wheel)}
                  </option>
                ))}
              </Select>
            </FormField>
            {list.length > 1 && (
              <FormField label="Compare with">
                <Select value={compare?.id ?? ''} onChange={(event) => setParam('compare', event.target.value)}>
                  <option value="">No comparison</option>
                  {list
                    .filter((wheel) => wheel.id !== shown.id)
                    .map((wheel) => (
                      <option key={wheel.id} value={wheel.id}>
                        {label(wheel)}
                      </option>
                    ))}
                </Select>
              </FormField>
            )}
          </div>
        ) : (
          <span />
        )}
        <Button onClick={() => setEditing({ mode: 'add' })}>
          <Plus aria-hidden="true" />
          New Wheel of Life
        </Button>
      </div>

      <Pagination of={wheels.data} noun="wheels" onPage={setPage} />
      {!shown && (
        <EmptyPanel>No Wheel of Life for this client yet. Click &quot;New Wheel of Life&quot; to score one.</EmptyPanel>
      )}
      {shown && (
        <section
          aria-labelledby="wheel-heading"
          className="grid gap-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm lg:grid-cols-[1fr_22rem]"
        >
          <div className="min-w-0">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h2 id="wheel-heading" className="font-semibold text-slate-900">
                {compare ? `${label(compare)} and ${label(shown)}` : `Wheel of Life, ${label(shown)}`}
              </h2>
              <div className="flex gap-1">
                <Button variant="ghost" size="icon" onClick={() => setEditing({ mode: 'edit', wheel: shown })}>
                  <Pencil aria-hidden="true" />
                  <span className="sr-only">Edit the wheel of {label(shown)}</span>
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  className="text-red-700 hover:bg-red-50"
                  onClick={() => setDeleting(shown)}
                >
                  <Trash2 aria-hidden="true" />
                  <span className="sr-only">Delete the wheel of {label(shown)}</span>
                </Button>
              </div>
            </div>
            <div aria-hidden="true" className="-mx-4 mt-2 h-88 sm:mx-0 sm:h-96">
              <Suspense fallback={<Spinner label="Drawing the wheel..." />}>
                <WheelRadarChart
                  areas={shown.areas.map((area) => area.name)}
                  series={[
                    ...(compare ? [{ label: label(compare), scores: compare.areas.map((area) => area.score) }] : []),
                    { label: label(shown), scores: shown.areas.map((area) => area.score) },
                  ]}
                />
              </Suspense>
            </div>
          </div>
          <div className="space-y-3">
            <WheelScoresTable
              wheel={shown}
              wheelLabel={label(shown)}
              compare={compare}
              compareLabel={compare ? label(compare) : undefined}
            />
            {shown.notes && <p className="text-sm whitespace-pre-line text-slate-700">{shown.notes}</p>}
          </div>
        </section>
      )}

      <Dialog open={editing.mode !== 'closed'} onOpenChange={(open) => !open && setEditing({ mode: 'closed' })}>
        <DialogContent title={editing.mode === 'edit' ? 'Edit Wheel of Life' : 'New Wheel of Life'}>
          <WheelForm
            key={editing.mode === 'edit' ? editing.wheel.id : 'new'}
            clientId={clientId}
            wheel={editing.mode === 'edit' ? editing.wheel : undefined}
            areaNames={latestNames}
            onSaved={(wheel) => {
              setEditing({ mode: 'closed' });
              setParam('wheel', wheel.id);
            }}
          />
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Are you sure?"
        description="This will permanently delete this Wheel of Life."
        confirmLabel="Delete"
        busy={deleteWheel.isPending}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}
