import { escapeFormula } from '@/shared/domain/cell-values';
import type { ColumnDefinition } from '@/shared/schemas/export-import';
import type { ExportedRow } from './export-rows';

export type Cell = string | number | Date | null;

/**
 * One exported value as a spreadsheet cell: labels for choices, Yes/No, topics joined by commas,
 * and every text escaped against formula injection. XLSX gets real dates; CSV gets yyyy-mm-dd.
 */
export function toCell(column: ColumnDefinition, value: unknown, target: 'csv' | 'xlsx'): Cell {
  if (value === null || value === undefined) return null;
  switch (column.kind) {
    case 'boolean':
      return value ? 'Yes' : 'No';
    case 'choice':
      return column.choices?.[String(value)] ?? String(value);
    case 'list':
      return escapeFormula((value as string[]).join(', '));
    case 'date':
      return target === 'xlsx' ? new Date(`${String(value)}T00:00:00Z`) : String(value);
    case 'integer':
    case 'decimal':
      return Number(value);
    case 'text':
      return escapeFormula(String(value));
  }
}

export const rowCells = (columns: ColumnDefinition[], row: ExportedRow, target: 'csv' | 'xlsx') =>
  columns.map((column) => toCell(column, row[column.key], target));
