import { Dialog, DialogContent } from '@/client/components/ui/dialog';
import { PasswordStep } from '@/client/features/account';
import { reauthenticate } from '../api/reauthenticate';
import { returnFocus } from '../return-focus';

/**
 * 'Confirm your password', asked when the server refuses a sensitive action with REAUTH_REQUIRED.
 * Focus moves into the dialog and, when it closes, back to what had it before (the button that
 * started the action).
 */
export default function ReauthDialog({
  onDone,
  focusAfter,
}: {
  onDone: (confirmed: boolean) => void;
  focusAfter: Element | null;
}) {
  return (
    <Dialog open onOpenChange={(open) => !open && onDone(false)}>
      <DialogContent
        title="Confirm your password"
        description="For your security, this action needs your password again. It then goes ahead."
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus(focusAfter);
        }}
      >
        <PasswordStep
          submitLabel="Confirm"
          busyLabel="Confirming..."
          onConfirm={async (password) => {
            await reauthenticate(password);
            onDone(true);
          }}
          onCancel={() => onDone(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
