import { useEffect, useRef } from 'react';
import { Button } from '@/client/components/ui/button';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { reportPresets, type ReportPreset, type ReportRange } from '../report-range';

interface PeriodPickerProps {
  preset: ReportPreset;
  range: ReportRange;
  /** Set when the custom dates cannot make a period. */
  error?: string;
  onPreset: (preset: ReportPreset) => void;
  onCustomRange: (range: ReportRange) => void;
}

/** Presets as toggle buttons; 'Custom' opens two date fields, either of which may stay empty. */
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
        <div className="mt-4 grid gap-4 sm:max-w-md sm:grid-cols-2">
          <FormField label="From">
            <Input
              type="date"
              value={range.from ?? ''}
              onChange={(event) => change({ from: event.target.value || undefined })}
            />
          </FormField>
          <FormField label="To" error={error}>
            <Input
              type="date"
              value={range.to ?? ''}
              onChange={(event) => change({ to: event.target.value || undefined })}
            />
          </FormField>
        </div>
      )}
    </section>
  );
}
