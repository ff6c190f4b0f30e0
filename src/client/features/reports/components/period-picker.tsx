import { useEffect, useRef } from 'react';
import { Button } from '@/client/components/ui/button';
import { DateFilter } from '@/client/components/ui/date-filter';
import { FilterChips } from '@/client/components/ui/filter-chips';
import { formatShortDate } from '@/client/lib/dates';
import { reportPresets, type ReportPreset, type ReportRange } from '../report-range';

interface PeriodPickerProps {
  preset: ReportPreset;
  range: ReportRange;
  /** Set when the custom dates cannot make a period. */
  error?: string;
  onPreset: (preset: ReportPreset) => void;
  onCustomRange: (range: ReportRange) => void;
}

/**
 * Presets as toggle buttons; 'Custom' opens two date filters, either of which may stay empty,
 * applied when a whole date is left or entered and shown as removable chips.
 */
export function PeriodPicker({ preset, range, error, onPreset, onCustomRange }: PeriodPickerProps) {
  // The range shown comes from the address, which changes a moment after each edit: two quick
  // edits in a row must build on each other, not on the range of the last render.
  const latest = useRef(range);
  useEffect(() => {
    latest.current = { from: range.from, to: range.to };
  }, [range.from, range.to]);
  const change = (edit: ReportRange) => {
    latest.current = { ...latest.current, ...edit };
    onCustomRange(latest.current);
  };

  return (
    <section aria-label="Report period" className="rounded-xl border border-slate-200 bg-white p-4 print:hidden">
      <div role="group" aria-label="Period" className="flex flex-wrap gap-2">
        {reportPresets.map((option) => (
          <Button
            key={option.id}
            size="sm"
            variant={option.id === preset ? 'primary' : 'secondary'}
            aria-pressed={option.id === preset}
            onClick={() => onPreset(option.id)}
          >
            {option.label}
          </Button>
        ))}
      </div>
      {preset === 'custom' && (
        <>
          <div className="mt-4 grid gap-4 sm:max-w-md sm:grid-cols-2">
            <DateFilter label="From" value={range.from} onApply={(from) => change({ from })} />
            <DateFilter label="To" value={range.to} onApply={(to) => change({ to })} />
          </div>
          {error && (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {error}
            </p>
          )}
          <div className="mt-3">
            <FilterChips
              label="Custom period"
              chips={[
                ...(range.from
                  ? [
                      {
                        key: 'from',
                        label: `From ${formatShortDate(range.from)}`,
                        onRemove: () => change({ from: undefined }),
                      },
                    ]
                  : []),
                ...(range.to
                  ? [{ key: 'to', label: `To ${formatShortDate(range.to)}`, onRemove: () => change({ to: undefined }) }]
                  : []),
              ]}
            />
          </div>
        </>
      )}
    </section>
  );
}
