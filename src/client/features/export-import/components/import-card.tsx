import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { Select } from '@/client/components/ui/select';
import { ALL_RECORD_KINDS, refreshAfterChange } from '@/client/lib/record-figures';
import {
  importDateFormatLabels,
  importDateFormats,
  importTargetLabels,
  importTargets,
  type ImportDateFormat,
  type ImportMode,
  type ImportResult,
  type ImportTarget,
} from '@/shared/schemas/export-import';
import { uploadImport, type Progress } from '../transfer';
import { ColumnMapping } from './column-mapping';
import { ImportOutcome, PreviewTable } from './import-preview';
import { ProgressBar } from './progress-bar';

type ImportKind = 'backup' | ImportTarget;

interface Running {
  label: string;
  progress: Progress;
}

/** What `?import=` may preselect: the ICF log, from the empty dashboard, clients and sessions pages. */
export function importKindFrom(value: string | null): ImportKind | null {
  return value === 'backup' || (importTargets as readonly string[]).includes(value ?? '')
    ? (value as ImportKind)
    : null;
}

/**
 * Choose a file, preview what it holds (mapping its columns), then import it in one transaction.
 * Opened with a kind already chosen, the card comes into view with its file field focused.
 */
export function ImportCard({ initialKind = null }: { initialKind?: ImportKind | null }) {
  const queryClient = useQueryClient();
  const modeName = useId();
  const [kind, setKind] = useState<ImportKind>(initialKind ?? 'backup');
  const fileInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!initialKind) return;
    fileInput.current?.scrollIntoView({ block: 'center' });
    fileInput.current?.focus();
  }, [initialKind]);
  const [file, setFile] = useState<File | null>(null);
  const [dateFormat, setDateFormat] = useState<ImportDateFormat>('dmy');
  const [mode, setMode] = useState<ImportMode>('skip_invalid');
  const [mapping, setMapping] = useState<Record<string, string> | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [running, setRunning] = useState<Running | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [mappingChanged, setMappingChanged] = useState(false);

  const reset = () => {
    setMappingChanged(false);
    setMapping(null);
    setResult(null);
    setError(null);
  };

  const send = async (dryRun: boolean) => {
    if (!file) return;
    const form = new FormData();
    form.set('file', file);
    form.set('mode', mode);
    form.set('dryRun', String(dryRun));
    if (kind !== 'backup') {
      form.set('entity', kind);
      form.set('dateFormat', dateFormat);
      if (mapping) form.set('mapping', JSON.stringify(mapping));
    }
    const label = dryRun ? 'Reading the file' : 'Importing';
    setRunning({ label, progress: { fraction: 0, bytes: 0 } });
    setError(null);
    try {
      const answer = await uploadImport(
        `/api/import/${kind === 'backup' ? 'backup' : 'spreadsheet'}`,
        form,
        (progress) =>
          setRunning({
            label: progress.fraction === null ? `${label}: checking rows` : `${label}: uploading`,
            progress,
          }),
      );
      setResult(answer);
      setMappingChanged(false);
      if (kind !== 'backup') setMapping(answer.mapping);
      if (answer.committed) {
        await refreshAfterChange(queryClient, ALL_RECORD_KINDS);
        toast.success('Import complete');
      }
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setRunning(null);
    }
  };

  const previewed = result?.dryRun === true && !mappingChanged;
  const canImport =
    previewed && result.missingFields.length === 0 && (mode === 'skip_invalid' || result.errorCount === 0);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Import</CardTitle>
        <CardDescription>
          Restore a backup, or bring in a CSV or Excel file. Rows you already have are skipped, never doubled; an import
          is saved all at once or not at all. Files up to 10 MB and 50,000 rows.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="What are you importing?">
            <Select
              value={kind}
              onChange={(event) => {
                setKind(event.target.value as ImportKind);
                reset();
              }}
            >
              <option value="backup">Full backup (JSON)</option>
              {importTargets.map((key) => (
                <option key={key} value={key}>
                  {importTargetLabels[key]} (CSV or XLSX)
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label="File to import">
            <Input
              ref={fileInput}
              type="file"
              accept={kind === 'backup' ? '.json,application/json' : '.csv,.xlsx,text/csv'}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                reset();
              }}
            />
          </FormField>
          {kind !== 'backup' && (
            <FormField label="Dates such as 03/04/2026 are" hint="ISO dates (2026-04-03) are read either way">
              <Select
                value={dateFormat}
                onChange={(event) => {
                  setDateFormat(event.target.value as ImportDateFormat);
                  setResult(null);
                }}
              >
                {importDateFormats.map((format) => (
                  <option key={format} value={format}>
                    {importDateFormatLabels[format]}
                  </option>
                ))}
              </Select>
            </FormField>
          )}
        </div>

        {kind === 'icfLog' && (
          <p className="text-sm text-slate-700">
            Each row of the log becomes a client (unless you have them already) and an imported summary of their paid
            hours and one of their pro-bono hours, dated from the row&apos;s start date. The totals at the end are left
            out. A summary already imported (same client, start date, group size and payment) is skipped.
          </p>
        )}

        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-800">When a row has an error</legend>
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name={modeName}
              checked={mode === 'skip_invalid'}
              onChange={() => setMode('skip_invalid')}
            />
            Skip that row and import the others
          </label>
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name={modeName}
              checked={mode === 'stop_on_error'}
              onChange={() => setMode('stop_on_error')}
            />
            Stop on error: import nothing
          </label>
        </fieldset>

        {kind !== 'backup' && result && mapping && (
          <ColumnMapping
            entity={kind}
            headers={result.headers}
            mapping={mapping}
            onChange={(next) => {
              setMapping(next);
              setMappingChanged(true);
            }}
          />
        )}

        <div className="flex flex-wrap gap-3">
          <Button
            variant={previewed ? 'secondary' : 'primary'}
            disabled={!file || running !== null}
            onClick={() => void send(true)}
          >
            {result && kind !== 'backup' ? 'Update preview' : 'Preview'}
          </Button>
          <Button disabled={!canImport || running !== null} onClick={() => void send(false)}>
            Import
          </Button>
        </div>

        {previewed && mode === 'stop_on_error' && result.errorCount > 0 && (
          <p className="text-sm text-slate-700">
            With &apos;Stop on error&apos;, a file with errors imports nothing: fix those rows, or skip them.
          </p>
        )}
        {running && <ProgressBar label={running.label} progress={running.progress} />}
        {error && (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
            {error}
          </p>
        )}
        {mappingChanged && <p className="text-sm text-slate-700">Columns changed: update the preview to check them.</p>}
        {result && !mappingChanged && (
          <div className="space-y-4">
            <ImportOutcome result={result} />
            {kind !== 'backup' && <PreviewTable entity={kind} result={result} />}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
