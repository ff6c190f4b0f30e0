import { useSearchParams } from 'react-router';
import { ErrorPanel } from '@/client/components/ui/list-states';
import { PageHeader } from '@/client/components/ui/page-header';
import { Spinner } from '@/client/components/ui/spinner';
import { useMe } from '@/client/features/auth';
import { useExportSummary } from '../api/export-summary';
import { ExportCard } from './export-card';
import { IcfLogCard } from './icf-log-card';
import { ImportCard, importKindFrom } from './import-card';

export function ExportImportPage() {
  const summary = useExportSummary();
  const me = useMe();
  const [params] = useSearchParams();
  // Exports stay open when the trial or subscription has ended; importing needs a subscription.
  const canImport = me.data?.access?.hasSubscription ?? false;
  return (
    <div className="space-y-6">
      <PageHeader title="Export and import" description="Take your data out, or bring it in." />
      <p className="rounded-md border border-slate-200 bg-white p-4 text-sm text-slate-700">
        Your data is always yours: you can export everything here even after your trial or subscription ends, and your
        account and profile stay open to you.
      </p>
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
      {canImport ? (
        <ImportCard initialKind={importKindFrom(params.get('import'))} />
      ) : (
        me.data && <p className="text-sm text-slate-700">Importing needs an active subscription or trial.</p>
      )}
    </div>
  );
}
