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
              onChange={(event) => onCustomRange({ ...range, from: event.target.value || undefined })}
            />
          </FormField>
          <FormField label="To" error={error}>
            <Input
              type="date"
              value={range.to ?? ''}
              onChange={(event) => onCustomRange({ ...range, to: event.target.value || undefined })}
            />
          </FormField>
        </div>
      )}
    </section>
  );
}
