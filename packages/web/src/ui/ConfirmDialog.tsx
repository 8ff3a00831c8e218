import { Button } from './Button.js';
import { Dialog } from './Dialog.js';

export interface ConfirmDialogProps {
  isOpen: boolean;
  /** The spec's confirmation text, e.g. 'Are you sure you want to delete this environment?'. */
  message: string;
  title?: string;
  confirmLabel?: string;
  destructive?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Destructive actions confirm with the spec's texts (UI.md "Nothing is lost"). */
export function ConfirmDialog({
  isOpen,
  message,
  title = 'Please confirm',
  confirmLabel = 'Delete',
  destructive = true,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
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
