import { cn } from '@/client/lib/cn';

/** A bar named after its requirement, whose value reads as the figure ('8 of 25 clients'). */
export function ProgressBar({ label, text, value, met }: { label: string; text: string; value: number; met: boolean }) {
  const percent = Math.round(Math.max(0, Math.min(1, value)) * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={text}
      className="h-2 overflow-hidden rounded-full bg-slate-200"
    >
      <div
        className={cn('h-full rounded-full', met ? 'bg-green-700' : 'bg-brand-700')}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
