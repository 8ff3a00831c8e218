import { X } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from './Button.js';
import { useFocusStaysInDialog } from './useFocusStaysInDialog.js';

export interface DialogProps {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  /** What the dialog acts on, under its title ('Workspace: Payments WS'), so a change never lands on another one. */
  subject?: string | undefined;
  children: ReactNode;
  footer?: ReactNode;
  /** 'md' fits forms, 'lg' the environment manager and import/export. */
  size?: 'sm' | 'md' | 'lg';
  /** A dialog that must stay open until its form is valid sets this to false (e.g. Save Request). */
  isDismissable?: boolean;
}

/**
 * An accessible modal: focus trap, Esc to close and labelled by its title (react-aria); focus stays
 * in it when the control that had it is disabled or removed (an error, a busy button).
 */
export function Dialog(props: DialogProps) {
  const { isOpen, onClose, size = 'md', isDismissable = true } = props;
  return (
    <ModalOverlay
      className="modal-overlay"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={false}
    >
      <Modal className={`modal modal-${size}`}>
        <DialogFrame {...props} />
      </Modal>
    </ModalOverlay>
  );
}

/** The dialog itself, mounted only while open, so its focus keeping lives exactly as long as it. */
function DialogFrame({ onClose, title, subject, children, footer }: DialogProps) {
  const frame = useRef<HTMLElement>(null);
  useFocusStaysInDialog(frame);
  return (
    <AriaDialog ref={frame} className="dialog">
      <header className="dialog-header">
        <div>
          <Heading slot="title" className="dialog-title">
            {title}
          </Heading>
          {subject ? <p className="dialog-subject">{subject}</p> : null}
        </div>
        <Button variant="ghost" size="sm" aria-label="Close" onPress={onClose} icon={<X size={16} />} />
      </header>
      <div className="dialog-body">{children}</div>
      {footer ? <footer className="dialog-footer">{footer}</footer> : null}
    </AriaDialog>
  );
}
