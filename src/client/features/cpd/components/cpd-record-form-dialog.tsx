import { Dialog, DialogContent } from '@/client/components/ui/dialog';
import type { CpdRecord } from '@/shared/schemas/cpd';
import { CpdRecordForm } from './cpd-record-form';

interface CpdRecordFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The activity to edit; none to add a new one. */
  record?: CpdRecord;
}

export function CpdRecordFormDialog({ open, onOpenChange, record }: CpdRecordFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={record ? 'Edit CPD Activity' : 'Add CPD Activity'}>
        {/* Keyed so that each opening starts from the activity's saved values. */}
        <CpdRecordForm key={record?.id ?? 'new'} record={record} onSaved={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
