import { Tabs } from 'radix-ui';
import { ChevronRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { ErrorPanel } from '@/client/components/ui/list-states';
import { PageHeader } from '@/client/components/ui/page-header';
import { Spinner } from '@/client/components/ui/spinner';
import { formatLongDate, todayIso } from '@/client/lib/dates';
import type { BodyResult, LevelResult, RequirementResult } from '@/shared/domain/accreditation/types';
import { useAccreditation } from '../api/accreditation';
import { DrillDownDialog } from './drill-down-dialog';
import { GoalAnswer } from './goal-answer';
import { LevelActions } from './level-actions';
import { LevelCard } from './level-card';
import { RecordsCard } from './records-card';
import { RenewalSection } from './renewal-section';
import { SourcesSection } from './sources-section';

const LOAD_ERROR = 'Could not load your accreditation figures';

/** A level one tap away: its verdict on one line, the card when opened. */
function CollapsedLevel({
  body,
  level,
  onOpenRows,
}: {
  body: BodyResult;
  level: LevelResult;
  onOpenRows: (row: RequirementResult) => void;
}) {
  return (
    <details className="group rounded-xl border border-slate-200 bg-white">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 px-4 py-3 text-sm">
        <span className="flex items-center gap-2 font-semibold text-slate-900">
          <ChevronRight className="size-4 transition-transform group-open:rotate-90" aria-hidden="true" />
          {level.title}
        </span>
        <span className="text-slate-700">
          {level.heldSince ? `Held since ${formatLongDate(level.heldSince)}` : level.summary}
        </span>
      </summary>
      <div className="p-2 pt-0">
        <LevelCard
          body={body.body}
          level={level}
          onOpenRows={onOpenRows}
          actions={<LevelActions body={body.body} level={level.name} />}
        />
      </div>
    </details>
  );
}

/**
 * The accreditation page answers first: the goal's verdict and what is missing; then the goal's
 * level in full, the body's other levels one tap away, renewal and the sources.
 */
export function AccreditationPage() {
  const today = todayIso();
  const accreditation = useAccreditation(today);
  const [rowsOf, setRowsOf] = useState<RequirementResult | null>(null);

  useEffect(() => {
    if (accreditation.isError) toast.error('Error', { id: 'accreditation-load-error', description: LOAD_ERROR });
  }, [accreditation.isError, accreditation.errorUpdatedAt]);

  const data = accreditation.data;
  const goal = data?.goal?.goal;
  return (
    <div className="space-y-6">
      <PageHeader title="Accreditation" description="Whether and when you can apply, and what is missing" />
      {accreditation.isPending && <Spinner label="Loading accreditation..." />}
      {accreditation.isError && <ErrorPanel message={LOAD_ERROR} onRetry={() => void accreditation.refetch()} />}
      {data && (
        <>
          <GoalAnswer overview={data} />
          <Tabs.Root defaultValue={goal?.body ?? 'ICF'}>
            <Tabs.List aria-label="Accrediting body" className="inline-flex rounded-lg bg-slate-100 p-1">
              {data.bodies.map((body) => (
                <Tabs.Trigger
                  key={body.body}
                  value={body.body}
                  className="rounded-md px-4 py-1.5 text-sm font-medium text-slate-700 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm"
                >
                  {body.body}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {data.bodies.map((body) => {
              const open =
                body.levels.find((level) => level.name === (goal?.body === body.body ? goal.level : undefined)) ??
                body.levels.find((level) => !level.heldSince) ??
                body.levels.at(-1)!;
              return (
                <Tabs.Content key={body.body} value={body.body} className="mt-4 space-y-3">
                  <h2 className="text-xl font-semibold text-slate-900">{body.bodyName}</h2>
                  <LevelCard
                    body={body.body}
                    level={open}
                    onOpenRows={setRowsOf}
                    actions={<LevelActions body={body.body} level={open.name} />}
                  />
                  <div className="space-y-2">
                    {body.levels
                      .filter((level) => level !== open)
                      .map((level) => (
                        <CollapsedLevel key={level.name} body={body} level={level} onOpenRows={setRowsOf} />
                      ))}
                  </div>
                  {body.body === 'ICF' && (
                    <RecordsCard start={data.educationStart} setByCoach={data.educationStartSetByCoach} />
                  )}
                </Tabs.Content>
              );
            })}
          </Tabs.Root>
          <RenewalSection renewals={data.renewals} />
          <SourcesSection bodies={data.bodies} />
        </>
      )}
      <DrillDownDialog row={rowsOf} today={today} onClose={() => setRowsOf(null)} />
    </div>
  );
}
