import { LoaderCircle } from 'lucide-react';

/** A spinner with its text visible, so that it is announced and never an unlabelled wheel. */
export function Spinner({ label, className }: { label: string; className?: string }) {
  return (
    <div role="status" className={className ?? 'flex items-center justify-center gap-3 py-12 text-slate-700'}>
      <LoaderCircle className="size-5 animate-spin text-brand-700" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
