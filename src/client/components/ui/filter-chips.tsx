import { X } from 'lucide-react';

export interface FilterChip {
  key: string;
  /** What the filter keeps, as the coach reads it: 'From 1 Jan 2026'. */
  label: string;
  onRemove: () => void;
}

/** The filters applied to a list, each removable with one click. */
export function FilterChips({ chips, label = 'Filters applied' }: { chips: FilterChip[]; label?: string }) {
  if (chips.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li
          key={chip.key}
          className="inline-flex items-center gap-1 rounded-full border border-brand-100 bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-900"
        >
          <span>{chip.label}</span>
          <button
            type="button"
            onClick={chip.onRemove}
            className="inline-flex size-6 items-center justify-center rounded-full text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            <X aria-hidden="true" className="size-3.5" />
            <span className="sr-only">Remove the filter {chip.label}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
