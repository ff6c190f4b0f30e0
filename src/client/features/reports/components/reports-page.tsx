import { useSearchParams } from 'react-router';
import { ErrorPanel } from '@/client/components/ui/list-states';
import { PageHeader } from '@/client/components/ui/page-header';
import { Spinner } from '@/client/components/ui/spinner';
import { cn } from '@/client/lib/cn';
import { todayIso } from '@/client/lib/dates';
import { reportsQuerySchema } from '@/shared/schemas/reports';
import { useReports } from '../api/reports';
import { periodLabel } from '../report-labels';
import { periodParams, readPeriod, type ReportPreset, type ReportRange } from '../report-range';
import { PeriodPicker } from './period-picker';
import { ReportActions } from './report-actions';
import { ReportContent } from './report-content';

/** The period lives in the address, so a reload, a bookmark or the print-out keeps it. */
export function ReportsPage() {
  const today = todayIso();
  const [params, setParams] = useSearchParams();
  const { preset, range } = readPeriod(params, today);
  const check = reportsQuerySchema.safeParse(range);
  const rangeError = check.success ? undefined : check.error.issues[0]?.message;
  const reports = useReports({ ...range, today }, !rangeError);
  const report = rangeError ? undefined : reports.data;

  const choosePreset = (next: ReportPreset) =>
    // Switching to 'Custom' starts from the period on screen, ready to adjust.
    setParams(periodParams(next, next === 'custom' ? range : {}), { replace: true });
  const chooseRange = (next: ReportRange) => setParams(periodParams('custom', next), { replace: true });

  return (
    <div className="space-y-6">
      <PageHeader
        title="Reports"
        description="Insights into your coaching practice"
        action={<ReportActions report={report} />}
      />
      <PeriodPicker
        preset={preset}
        range={range}
        error={rangeError}
        onPreset={choosePreset}
        onCustomRange={chooseRange}
      />
      <p className="text-slate-700">
        <span className="font-medium text-slate-900">Period:</span> {periodLabel(range)}
      </p>

      {!rangeError && reports.isPending && <Spinner label="Loading reports..." />}
      {!rangeError && reports.isError && (
        <ErrorPanel message="Could not load reports" onRetry={() => void reports.refetch()} />
      )}
      {report && !reports.isError && (
        <div
          aria-busy={reports.isPlaceholderData}
          className={cn('transition-opacity', reports.isPlaceholderData && 'opacity-60')}
        >
          <ReportContent report={report} />
        </div>
      )}
    </div>
  );
}
