import type { ReactNode } from 'react';
import { cn } from '@/client/lib/cn';

export interface ListColumn<Item> {
  heading: string;
  cell: (item: Item) => ReactNode;
  /** Right-aligned (counts, hours). */
  numeric?: boolean;
  /** Classes for the column's cells, in place of the default text colour. */
  className?: string;
}

interface ResponsiveListProps<Item> {
  /** Names the table and the list of cards for screen readers, e.g. 'CPD records'. */
  label: string;
  items: readonly Item[];
  itemKey: (item: Item) => string;
  columns: readonly ListColumn<Item>[];
  /** The row's buttons: the table's last column, the card's top right corner. */
  actions?: (item: Item) => ReactNode;
  /** The top left of a card: what identifies the item. */
  cardHeader: (item: Item) => ReactNode;
  /** Below a card's header: details, notes, badges. */
  cardBody?: (item: Item) => ReactNode;
  /** Opens the item when its table row is clicked (its name is also a link, for the keyboard). */
  onRowClick?: (item: Item) => void;
}

/**
 * A list of records as a table from 1024 px and as cards below, each with its actions at hand: a
 * table's last column is scrolled off at 820 px (ADR 030). The cards stay in one column on a
 * tablet too: every list is in an order (newest first, by name), and two columns read in Z order.
 * Both are rendered; CSS shows one, so assistive technology meets only that one.
 */
export function ResponsiveList<Item>({
  label,
  items,
  itemKey,
  columns,
  actions,
  cardHeader,
  cardBody,
  onRowClick,
}: ResponsiveListProps<Item>) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white lg:block">
        <table aria-label={label} className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              {columns.map((column) => (
                <th
                  key={column.heading}
                  scope="col"
                  className={cn('px-4 py-3 font-semibold', column.numeric && 'text-right')}
                >
                  {column.heading}
                </th>
              ))}
              {actions && (
                <th scope="col" className="px-4 py-3 text-right font-semibold">
                  Actions
                </th>
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {items.map((item) => (
              <tr
                key={itemKey(item)}
                className={cn(onRowClick && 'cursor-pointer hover:bg-slate-50')}
                onClick={onRowClick && (() => onRowClick(item))}
              >
                {columns.map((column) => (
                  <td
                    key={column.heading}
                    className={cn(
                      'px-4 py-3',
                      column.numeric && 'text-right tabular-nums',
                      column.className ?? 'text-slate-700',
                    )}
                  >
                    {column.cell(item)}
                  </td>
                ))}
                {actions && (
                  // A click on a button is not a click on the row.
                  <td className="px-4 py-2 text-right" onClick={(event) => event.stopPropagation()}>
                    {actions(item)}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul aria-label={label} className="grid grid-cols-1 gap-3 lg:hidden">
        {items.map((item) => (
          <li key={itemKey(item)} className="rounded-xl border border-slate-200 bg-white p-4">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">{cardHeader(item)}</div>
              {actions?.(item)}
            </div>
            {cardBody?.(item)}
          </li>
        ))}
      </ul>
    </>
  );
}

/** One label and value of a card's details (inside a `<dl>`). */
export function CardDetail({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="truncate text-slate-900">{value}</dd>
    </div>
  );
}
