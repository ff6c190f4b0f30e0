import type { ComponentProps } from 'react';
import { cn } from '@/client/lib/cn';

const tones = {
  neutral: 'bg-slate-100 text-slate-800',
  brand: 'bg-brand-50 text-brand-800',
  green: 'bg-green-100 text-green-900',
  amber: 'bg-amber-100 text-amber-900',
  red: 'bg-red-100 text-red-900',
} as const;

export type BadgeTone = keyof typeof tones;

/** A short status word in a pill; the colours keep at least 4.5:1 contrast. */
export function Badge({ tone = 'neutral', className, ...props }: ComponentProps<'span'> & { tone?: BadgeTone }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
