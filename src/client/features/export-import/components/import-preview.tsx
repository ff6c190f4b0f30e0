import { cn } from '@/client/lib/cn';
import { entityCount, listText, plural } from '../counts-text';
import {
  backupKeys,
  importColumns,
  type ImportTarget,
  type ImportResult,
  type RowProblem,
} from '@/shared/schemas/export-import';

/** '4 rows read. Will add 2 clients and 2 coaching sessions. 1 duplicate skipped. 1 row with errors.' */
export function outcomeText(result: ImportResult) {
  const created = backupKeys
    .filter((key) => result.created[key] > 0)
    .map((key) => entityCount(key, result.created[key]));
  const what = created.length > 0 ? listText(created) : 'nothing new';
  const parts = [
    `${plural(result.totalRows, 'row', 'rows')} read.`,
    result.committed ? `Added ${what}.` : result.dryRun ? `Will add ${what}.` : 'Nothing was added.',
  ];
  if (result.duplicateCount > 0) parts.push(`${plural(result.duplicateCount, 'duplicate', 'duplicates')} skipped.`);
  if (result.errorCount > 0) parts.push(`${plural(result.errorCount, 'row', 'rows')} with errors.`);
  return parts.join(' ');
}

const statusLabels = { ok: 'Ready', error: 'Error', duplicate: 'Duplicate' } as const;

/** What the import will do (or did): counts per entity, rows that will be skipped and why. */
export function ImportOutcome({ result }: { result: ImportResult }) {
  if (result.missingFields.length > 0) {
    return (
      <div aria-live="polite">
        {result.notes.map((note) => (
          <p key={note} className="font-medium text-slate-900">
            {note}
          </p>
        ))}
      </div>
    );
  }
  return (
    <div className="space-y-3" aria-live="polite">
      <p className="font-medium text-slate-900">{outcomeText(result)}</p>
      {!result.dryRun && !result.committed && (
        <p className="text-sm text-red-800">
          &apos;Stop on error&apos; is chosen and some rows have errors, so nothing was imported.
        </p>
      )}
      {result.notes.map((note) => (
        <p key={note} className="text-sm text-slate-700">
          {note}
        </p>
      ))}
      <ProblemList title="Errors" problems={result.errors} count={result.errorCount} tone="error" />
      <ProblemList
        title="Duplicates (skipped)"
        problems={result.duplicates}
        count={result.duplicateCount}
        tone="info"
      />
    </div>
  );
}

function ProblemList({
  title,
  problems,
  count,
  tone,
}: {
  title: string;
  problems: RowProblem[];
  count: number;
  tone: 'error' | 'info';
}) {
  if (count === 0) return null;
  return (
    <details open={tone === 'error'} className="rounded-md border border-slate-200 p-3">
      <summary className="cursor-pointer text-sm font-medium text-slate-900">
        {title} ({count.toLocaleString()}
        {count > problems.length ? `, first ${problems.length} shown` : ''})
      </summary>
      <ul className="mt-2 max-h-64 space-y-1 overflow-y-auto text-sm">
        {problems.map((problem) => (
          <li
            key={`${problem.line}-${problem.message}`}
            className={tone === 'error' ? 'text-red-800' : 'text-slate-700'}
          >
            <span className="font-medium">Line {problem.line}:</span> {problem.message}
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The first rows as the file holds them, under the fields they are mapped to. */
export function PreviewTable({ entity, result }: { entity: ImportTarget; result: ImportResult }) {
  const columns = importColumns[entity].filter((column) => result.mapping[column.key]);
  if (result.preview.length === 0) return null;
  return (
    // Wide files scroll sideways: the region takes focus so that a keyboard can scroll it too.
    <div
      role="region"
      aria-label="First rows of the file"
      tabIndex={0}
      className="overflow-x-auto rounded-md border border-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">First rows of the file</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Line
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Status
            </th>
            {columns.map((column) => (
              <th key={column.key} scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {result.preview.map((row) => (
            <tr key={row.line} className="border-t border-slate-100">
              <td className="px-3 py-2">{row.line}</td>
              <td
                className={cn(
                  'px-3 py-2 font-medium',
                  row.status === 'error' && 'text-red-800',
                  row.status === 'duplicate' && 'text-amber-800',
                  row.status === 'ok' && 'text-green-800',
                )}
              >
                {statusLabels[row.status]}
              </td>
              {columns.map((column) => (
                <td key={column.key} className="max-w-48 truncate px-3 py-2 text-slate-800">
                  {row.values[column.key]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
