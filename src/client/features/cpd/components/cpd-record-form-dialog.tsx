import { Dialog, DialogContent } from '@/client/components/ui/dialog';
import type { OutboxEntry } from '@/client/features/offline';
import type { CpdRecord } from '@/shared/schemas/cpd';
import { CpdRecordForm } from './cpd-record-form';

interface CpdRecordFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The activity to edit; none to add a new one. */
  record?: CpdRecord;
  /** An activity kept on this device that the server refused. */
  draft?: OutboxEntry;
}

export function CpdRecordFormDialog({ open, onOpenChange, record, draft }: CpdRecordFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={record ? 'Edit CPD activity' : 'Add CPD activity'}>
        {/* Keyed so that each opening starts from the activity's saved values. */}
        <CpdRecordForm
          key={draft?.id ?? record?.id ?? 'new'}
          record={record}
          draft={draft}
          onSaved={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
