import { Tabs } from 'radix-ui';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { ErrorPanel } from '@/client/components/ui/list-states';
import { PageHeader } from '@/client/components/ui/page-header';
import { Spinner } from '@/client/components/ui/spinner';
import { todayIso } from '@/client/lib/dates';
import type { RequirementResult } from '@/shared/domain/accreditation/types';
import { useAccreditation } from '../api/accreditation';
import { DrillDownDialog } from './drill-down-dialog';
import { LevelActions } from './level-actions';
import { LevelCard } from './level-card';
import { RecordsCard } from './records-card';
import { RenewalSection } from './renewal-section';
import { SourcesSection } from './sources-section';

const LOAD_ERROR = 'Could not load your accreditation figures';

export function AccreditationPage() {
  const today = todayIso();
  const accreditation = useAccreditation(today);
  const [rowsOf, setRowsOf] = useState<RequirementResult | null>(null);

  useEffect(() => {
    if (accreditation.isError) toast.error('Error', { id: 'accreditation-load-error', description: LOAD_ERROR });
  }, [accreditation.isError, accreditation.errorUpdatedAt]);

  return (
    <div className="space-y-6">
      <PageHeader
        title="Accreditation"
        description="For each credential: what is met, what is missing, and when you can apply"
      />
      {accreditation.isPending && <Spinner label="Loading accreditation..." />}
      {accreditation.isError && <ErrorPanel message={LOAD_ERROR} onRetry={() => void accreditation.refetch()} />}
      {accreditation.isSuccess && (
        <>
          <RecordsCard
            override={accreditation.data.educationStartOverride}
            earliest={accreditation.data.earliestEducationStart}
          />
          <Tabs.Root defaultValue="ICF">
            <Tabs.List aria-label="Accrediting body" className="inline-flex rounded-lg bg-slate-100 p-1">
              {accreditation.data.bodies.map((body) => (
                <Tabs.Trigger
                  key={body.body}
                  value={body.body}
                  className="rounded-md px-4 py-1.5 text-sm font-medium text-slate-700 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm"
                >
                  {body.body}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {accreditation.data.bodies.map((body) => (
              <Tabs.Content key={body.body} value={body.body} className="mt-4 space-y-3">
                <h2 className="text-xl font-semibold text-slate-900">{body.bodyName}</h2>
                <div className="grid gap-4 xl:grid-cols-2">
                  {body.levels.map((level) => (
                    <LevelCard
                      key={level.name}
                      body={body.body}
                      level={level}
                      onOpenRows={setRowsOf}
                      actions={<LevelActions body={body.body} level={level.name} />}
                    />
                  ))}
                </div>
              </Tabs.Content>
            ))}
          </Tabs.Root>
          <RenewalSection renewals={accreditation.data.renewals} />
          <SourcesSection bodies={accreditation.data.bodies} />
        </>
      )}
      <DrillDownDialog row={rowsOf} today={today} onClose={() => setRowsOf(null)} />
    </div>
  );
}
