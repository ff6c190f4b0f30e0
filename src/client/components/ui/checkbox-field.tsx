import { useId, type ComponentProps, type ReactNode } from 'react';
import { Label } from './label';

/** A checkbox with its label beside it (and an optional hint), linked for screen readers. */
export function CheckboxField({
  label,
  hint,
  ...props
}: Omit<ComponentProps<'input'>, 'type'> & { label: ReactNode; hint?: string }) {
  const id = useId();
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-4 shrink-0 accent-brand-700"
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...props}
      />
      <div>
        <Label htmlFor={id} className="font-normal">
          {label}
        </Label>
        {hint && (
          <p id={`${id}-hint`} className="text-xs text-slate-600">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
