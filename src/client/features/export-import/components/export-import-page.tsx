import { ErrorPanel } from '@/client/components/ui/list-states';
import { PageHeader } from '@/client/components/ui/page-header';
import { Spinner } from '@/client/components/ui/spinner';
import { useExportSummary } from '../api/export-summary';
import { ExportCard } from './export-card';
import { IcfLogCard } from './icf-log-card';
import { ImportCard } from './import-card';

export function ExportImportPage() {
  const summary = useExportSummary();
  return (
    <div className="space-y-6">
      <PageHeader title="Export and import" description="Take your data out, or bring it in." />
      {summary.isPending && <Spinner label="Loading your logbook's figures..." />}
      {summary.isError && (
        <ErrorPanel message="Could not load what your logbook holds" onRetry={() => void summary.refetch()} />
      )}
      {summary.data && (
        <>
          <ExportCard summary={summary.data} />
          <IcfLogCard includedClients={summary.data.icfLogClients} />
        </>
      )}
      <ImportCard />
    </div>
  );
}
