import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from './Button.js';

export interface DialogProps {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  footer?: ReactNode;
  /** 'md' fits forms, 'lg' the environment manager and import/export. */
  size?: 'sm' | 'md' | 'lg';
  /** A dialog that must stay open until its form is valid sets this to false (e.g. Save Request). */
  isDismissable?: boolean;
}

/** An accessible modal: focus trap, Esc to close and labelled by its title (react-aria). */
export function Dialog({ isOpen, onClose, title, children, footer, size = 'md', isDismissable = true }: DialogProps) {
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
        <AriaDialog className="dialog">
          <header className="dialog-header">
            <Heading slot="title" className="dialog-title">
              {title}
            </Heading>
            <Button variant="ghost" size="sm" aria-label="Close" onPress={onClose} icon={<X size={16} />} />
          </header>
          <div className="dialog-body">{children}</div>
          {footer ? <footer className="dialog-footer">{footer}</footer> : null}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
