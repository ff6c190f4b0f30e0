import { FormField } from '@/client/components/ui/form-field';
import { Select } from '@/client/components/ui/select';
import { importColumns, type ImportTarget } from '@/shared/schemas/export-import';

/** One select per field of the entity: which of the file's columns fills it. */
export function ColumnMapping({
  entity,
  headers,
  mapping,
  onChange,
}: {
  entity: ImportTarget;
  headers: string[];
  mapping: Record<string, string>;
  onChange: (mapping: Record<string, string>) => void;
}) {
  return (
    <fieldset className="space-y-3">
      <legend className="font-semibold text-slate-900">Match the file&apos;s columns</legend>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {importColumns[entity].map((column) => (
          <FormField key={column.key} label={column.required ? `${column.header} (required)` : column.header}>
            <Select
              value={mapping[column.key] ?? ''}
              onChange={(event) => onChange({ ...mapping, [column.key]: event.target.value })}
            >
              <option value="">— not imported —</option>
              {headers
                .filter((header) => header !== '')
                .map((header) => (
                  <option key={header} value={header}>
                    {header}
                  </option>
                ))}
            </Select>
          </FormField>
        ))}
      </div>
    </fieldset>
  );
}
