import { Button } from '@/client/components/ui/button';
import { DialogClose } from '@/client/components/ui/dialog';

/** Cancel and save, at the foot of a record's form. */
export function FormActions({ busy, saveLabel }: { busy: boolean; saveLabel: string }) {
  return (
    <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
      <DialogClose asChild>
        <Button variant="secondary">Cancel</Button>
      </DialogClose>
      <Button type="submit" disabled={busy}>
        {busy ? 'Saving...' : saveLabel}
      </Button>
    </div>
  );
}
