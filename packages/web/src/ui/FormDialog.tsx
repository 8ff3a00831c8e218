// A dialog whose body is one form: Cancel and the submit button in the footer (busy while the
// request is under way), the server's refusal above the fields, Enter submitting from any field.
import type { ReactNode } from 'react';
import { Form } from 'react-aria-components';
import { Button } from './Button.js';
import { Dialog } from './Dialog.js';

export interface FormDialogProps {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  /** What the form changes, under the title ('Workspace: Payments WS'). */
  subject?: string | undefined;
  /** Ties the footer's submit button to the form, which lives in the dialog's body. */
  formId: string;
  submitLabel: string;
  /** What the submit button says while the request is under way ('Creating…'). */
  busyLabel: string;
  busy: boolean;
  /** False keeps the submit button disabled (a required choice is missing). */
  canSubmit?: boolean;
  /** The server's refusal, shown above the fields. */
  error?: string | undefined;
  /** Someone who may only read the form: a Close button instead of Cancel and submit. */
  readOnly?: boolean;
  onSubmit: () => void;
  children: ReactNode;
}

export function FormDialog({
  isOpen,
  onClose,
  title,
  subject,
  formId,
  submitLabel,
  busyLabel,
  busy,
  canSubmit = true,
  error,
  readOnly = false,
  onSubmit,
  children,
}: FormDialogProps) {
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={title}
      subject={subject}
      footer={
        readOnly ? (
          <Button onPress={onClose}>Close</Button>
        ) : (
          <>
            <Button onPress={onClose}>Cancel</Button>
            <Button variant="primary" type="submit" form={formId} isDisabled={busy || !canSubmit}>
              {busy ? busyLabel : submitLabel}
            </Button>
          </>
        )
      }
    >
      <Form
        id={formId}
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          if (!readOnly) onSubmit();
        }}
      >
        {error ? (
          <p className="collab-form-error" role="alert">
            {error}
          </p>
        ) : null}
        {children}
      </Form>
    </Dialog>
  );
}
