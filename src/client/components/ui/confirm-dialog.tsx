import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { buttonVariants } from './button';
import { useReturnFocus } from './return-focus';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => void;
  busy?: boolean;
  /** What must be done before the destructive button works (a typed name, say). */
  children?: ReactNode;
  confirmDisabled?: boolean;
  /** A gentler way out beside Cancel, offered first (for a client: 'Archive instead'). */
  alternative?: { label: string; onSelect: () => void };
}

/** 'Are you sure?' before anything is destroyed; focus returns to the button that opened it. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  busy,
  children,
  confirmDisabled,
  alternative,
}: ConfirmDialogProps) {
  const focusHandlers = useReturnFocus({});
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <AlertDialog.Content
          {...focusHandlers}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl"
        >
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600">{description}</AlertDialog.Description>
          {children}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonVariants({ variant: 'secondary' })}>Cancel</AlertDialog.Cancel>
            {alternative && (
              <button
                type="button"
                className={buttonVariants({ variant: 'secondary' })}
                disabled={busy}
                onClick={alternative.onSelect}
              >
                {alternative.label}
              </button>
            )}
            <AlertDialog.Action
              className={buttonVariants({ variant: 'destructive' })}
              disabled={busy || confirmDisabled}
              onClick={(event) => {
                event.preventDefault();
                onConfirm();
              }}
            >
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
