import { Button } from './Button.js';
import { Dialog } from './Dialog.js';
import { useFocusReturnToDialog } from './useFocusReturnToDialog.js';

export interface ConfirmDialogProps {
  isOpen: boolean;
  /** The confirmation text users see, e.g. 'Are you sure you want to delete this environment?'. */
  message: string;
  title?: string;
  confirmLabel?: string;
  destructive?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Destructive actions ask first, with a text that names what will be lost: nothing is lost by a stray click. */
export function ConfirmDialog({
  isOpen,
  message,
  title = 'Please confirm',
  confirmLabel = 'Delete',
  destructive = true,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  useFocusReturnToDialog(isOpen);
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onCancel}
      title={title}
      size="sm"
      footer={
        <>
          <Button onPress={onCancel}>Cancel</Button>
          <Button variant={destructive ? 'danger' : 'primary'} onPress={onConfirm} autoFocus>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p className="confirm-message">{message}</p>
    </Dialog>
  );
}
