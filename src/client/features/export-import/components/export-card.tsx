import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { FormField } from '@/client/components/ui/form-field';
import { Select } from '@/client/components/ui/select';
import {
  entityKeys,
  backupKeys,
  spreadsheetKeys,
  spreadsheetLabels,
  toolKeys,
  type ExportSummary,
  type SpreadsheetKey,
} from '@/shared/schemas/export-import';
import { recordKeys } from '@/shared/schemas/record-columns';
import { entityCount, listText } from '../counts-text';
import { downloadFile, type Progress } from '../transfer';
import { ProgressBar } from './progress-bar';

interface Running {
  label: string;
  progress: Progress;
}

/** Runs one download at a time with its progress bar; failures become a toast with the server's message. */
export function useDownload() {
  const [running, setRunning] = useState<Running | null>(null);
  const start = async (label: string, url: string, expectedLines?: number) => {
    setRunning({ label, progress: { fraction: expectedLines ? 0 : null, bytes: 0 } });
    try {
      await downloadFile(url, {
        ...(expectedLines ? { expectedLines } : {}),
        onProgress: (progress) => setRunning({ label, progress }),
      });
      toast.success('Download ready', { description: label.replace(/^Downloading /, '') });
    } catch (error) {
      toast.error('Download failed', { description: error instanceof Error ? error.message : String(error) });
    } finally {
      setRunning(null);
    }
  };
  return { running, start };
}

export const summaryText = (counts: ExportSummary['counts']) =>
  listText(entityKeys.map((key) => entityCount(key, counts[key])));

/** The accreditation records: '1 education record, 0 mentor coaching sessions, …'. */
const recordsText = (counts: ExportSummary['recordCounts']) =>
  listText(recordKeys.map((key) => entityCount(key, counts[key])));

/** The coach tools' records, which only the backup carries: '1 Wheel of Life, 2 GROW plans and …'. */
const toolsText = (counts: ExportSummary['toolCounts']) =>
  listText(toolKeys.map((key) => entityCount(key, counts[key])));

export function ExportCard({ summary }: { summary: ExportSummary }) {
  const { running, start } = useDownload();
  const [entity, setEntity] = useState<SpreadsheetKey>('coachingSessions');
  const { counts, toolCounts, recordCounts } = summary;
  const rowsOf: Record<SpreadsheetKey, number> = { ...counts, ...recordCounts };
  const allRows =
    spreadsheetKeys.reduce((sum, key) => sum + rowsOf[key], 0) +
    toolKeys.reduce((sum, key) => sum + toolCounts[key], 0);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Export</CardTitle>
        <CardDescription>Your logbook holds {summaryText(counts)}.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <section aria-labelledby="backup-heading" className="space-y-2">
          <h3 id="backup-heading" className="font-semibold text-slate-900">
            Full backup (JSON)
          </h3>
          <p className="text-sm text-slate-600">
            Every row you own, in one file you can restore here: your profile, {summaryText(counts)}; your accreditation
            records, {recordsText(recordCounts)}; and from your coach tools, {toolsText(toolCounts)}.
          </p>
          <Button
            disabled={running !== null}
            onClick={() => void start('Downloading backup', '/api/export/backup', allRows + 2 + backupKeys.length)}
          >
            Download backup
          </Button>
        </section>

        <section aria-labelledby="spreadsheets-heading" className="space-y-2">
          <h3 id="spreadsheets-heading" className="font-semibold text-slate-900">
            Spreadsheets
          </h3>
          <p className="text-sm text-slate-600">
            One Excel workbook with a sheet for each of clients, coaching sessions, supervision, CPD and your
            accreditation records, or one CSV file at a time. Text that a spreadsheet would run as a formula starts with
            an apostrophe.
          </p>
          <div className="flex flex-wrap items-end gap-3">
            <Button
              variant="secondary"
              disabled={running !== null}
              onClick={() => void start('Downloading workbook', '/api/export/workbook')}
            >
              Download workbook (XLSX)
            </Button>
            <div className="w-full sm:w-64">
              <FormField label="CSV file of">
                <Select value={entity} onChange={(event) => setEntity(event.target.value as SpreadsheetKey)}>
                  {spreadsheetKeys.map((key) => (
                    <option key={key} value={key}>
                      {spreadsheetLabels[key]} ({rowsOf[key].toLocaleString()})
                    </option>
                  ))}
                </Select>
              </FormField>
            </div>
            <Button
              variant="secondary"
              disabled={running !== null}
              onClick={() =>
                void start(
                  `Downloading ${spreadsheetLabels[entity]} CSV`,
                  `/api/export/csv/${entity}`,
                  rowsOf[entity] + 1,
                )
              }
            >
              Download CSV
            </Button>
          </div>
        </section>

        {running && <ProgressBar label={running.label} progress={running.progress} />}
      </CardContent>
    </Card>
  );
}
