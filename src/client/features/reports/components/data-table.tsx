import type { ReactNode } from 'react';
import { cn } from '@/client/lib/cn';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Numbers align right, so that their decimals line up. */
  numeric?: boolean;
}

/** A chart's numbers as a plain table: the version a screen reader, a print-out or a sceptic reads. */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 text-slate-700">
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={cn('px-2 py-2 font-semibold', column.numeric && 'text-right')}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column, index) =>
                index === 0 ? (
                  <th key={column.header} scope="row" className="px-2 py-1.5 font-normal text-slate-900">
                    {column.cell(row)}
                  </th>
                ) : (
                  <td
                    key={column.header}
                    className={cn('px-2 py-1.5 text-slate-700', column.numeric && 'text-right tabular-nums')}
                  >
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
