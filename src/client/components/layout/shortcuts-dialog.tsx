import { Dialog, DialogContent } from '@/client/components/ui/dialog';

/** Every keyboard shortcut, on '?'. */
export const SHORTCUTS = [
  { keys: ['L'], action: 'Log session' },
  { keys: ['Enter'], action: 'Save the form you are in' },
  { keys: ['Esc'], action: 'Close a dialog without saving' },
  { keys: ['?'], action: 'Show these shortcuts' },
] as const;

export function ShortcutsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Keyboard shortcuts"
        description="Single keys work anywhere outside a text field."
        className="max-w-md"
      >
        <dl className="divide-y divide-slate-200">
          {SHORTCUTS.map((shortcut) => (
            <div key={shortcut.action} className="flex items-center justify-between gap-4 py-2">
              <dt className="text-slate-800">{shortcut.action}</dt>
              <dd className="flex gap-1">
                {shortcut.keys.map((key) => (
                  <kbd
                    key={key}
                    className="min-w-7 rounded border border-slate-300 bg-slate-50 px-1.5 py-0.5 text-center font-mono text-sm text-slate-800"
                  >
                    {key}
                  </kbd>
                ))}
              </dd>
            </div>
          ))}
        </dl>
      </DialogContent>
    </Dialog>
  );
}
