import { Download, Printer } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import type { Reports } from '@/shared/schemas/reports';
import { downloadText } from '../download-file';
import { reportCsv, reportCsvFileName } from '../report-csv';

/** The CSV is written in the browser from the figures on screen, so it always matches them. */
export function ReportActions({ report }: { report: Reports | undefined }) {
  return (
    <div className="flex flex-col items-start gap-1 sm:items-end print:hidden">
      <div className="flex gap-2">
        <Button
          variant="secondary"
          disabled={!report}
          onClick={() => report && downloadText(reportCsvFileName(report.range), reportCsv(report))}
        >
          <Download aria-hidden="true" />
          Download CSV
        </Button>
        <Button variant="secondary" onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          Print
        </Button>
      </div>
      <p className="text-xs text-slate-600">One CSV file with every figure and table, in sections.</p>
    </div>
  );
}
