import { cn } from '@/client/lib/cn';
import {
  entityColumns,
  entityKeys,
  entityLabels,
  type EntityKey,
  type ImportResult,
  type RowProblem,
} from '@/shared/schemas/export-import';

const statusLabels = { ok: 'Ready', error: 'Error', duplicate: 'Duplicate' } as const;

/** What the import will do (or did): counts per entity, rows that will be skipped and why. */
export function ImportOutcome({ result }: { result: ImportResult }) {
  const created = entityKeys.filter((key) => result.created[key] > 0);
  const verb = result.committed ? 'Added' : result.dryRun ? 'Will add' : 'Nothing was added';
  return (
    <div className="space-y-3" aria-live="polite">
      <p className="font-medium text-slate-900">
        {result.totalRows.toLocaleString()} {result.totalRows === 1 ? 'row' : 'rows'} read. {verb}
        {verb !== 'Nothing was added' &&
          (created.length === 0
            ? ' nothing new'
            : ` ${created.map((key) => `${result.created[key].toLocaleString()} ${entityLabels[key].toLowerCase()}`).join(', ')}`)}
        .{result.duplicateCount > 0 && ` ${result.duplicateCount.toLocaleString()} duplicates skipped.`}
        {result.errorCount > 0 && ` ${result.errorCount.toLocaleString()} rows with errors.`}
      </p>
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
export function PreviewTable({ entity, result }: { entity: EntityKey; result: ImportResult }) {
  const columns = entityColumns[entity].filter((column) => result.mapping[column.key]);
  if (result.preview.length === 0) return null;
  return (
    <div className="overflow-x-auto rounded-md border border-slate-200">
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
