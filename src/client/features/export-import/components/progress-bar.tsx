import type { Progress } from '../transfer';

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** A labelled progress bar; without a known total it shows the bytes so far and moves as a stripe. */
export function ProgressBar({ label, progress }: { label: string; progress: Progress }) {
  const percent = progress.fraction === null ? null : Math.round(progress.fraction * 100);
  return (
    <div className="space-y-1.5">
      <div className="flex justify-between text-sm text-slate-700">
        <span>{label}</span>
        <span>{percent === null ? (progress.bytes > 0 ? megabytes(progress.bytes) : '') : `${percent}%`}</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={
            percent === null
              ? 'h-full w-1/3 animate-pulse rounded-full bg-brand-600'
              : 'h-full rounded-full bg-brand-600 transition-[width]'
          }
          style={percent === null ? undefined : { width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
