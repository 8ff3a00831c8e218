// A dialog that makes one change in the collections store, which answers at once: Cancel and the
// submit button in the footer, Enter submitting from any field. It closes once the change is made;
// a refusal (a ValidationError's message) keeps it open and is shown in it.
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../ui/Button.js';
import { Dialog, type DialogProps } from '../../ui/Dialog.js';
import { ErrorMessage } from '../../ui/ErrorMessage.js';
import { errorText } from '../shared/errorText.js';

/** The refusal, for fields that show it beside themselves or report one of their own. */
interface ChangeDialogError {
  error: string | undefined;
  setError: (message: string | undefined) => void;
}

export interface ChangeDialogProps extends Pick<
  DialogProps,
  'isOpen' | 'onClose' | 'title' | 'size' | 'isDismissable'
> {
  submitLabel: string;
  /** Makes the change, or throws what the dialog shows. */
  onSubmit: () => void;
  /** False when a field shows the refusal itself; otherwise it is shown below the fields. */
  errorBelowFields?: boolean;
  children: (refusal: ChangeDialogError) => ReactNode;
}

export function ChangeDialog({
  isOpen,
  onClose,
  title,
  size,
  isDismissable,
  submitLabel,
  onSubmit,
  errorBelowFields = true,
  children,
}: ChangeDialogProps) {
  const [error, setError] = useState<string>();
  useEffect(() => {
    if (isOpen) setError(undefined);
  }, [isOpen]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    try {
      onSubmit();
      onClose();
    } catch (thrown) {
      setError(errorText(thrown));
    }
  };

  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={title}
      {...(size ? { size } : {})}
      {...(isDismissable === undefined ? {} : { isDismissable })}
      footer={
        <>
          <Button onPress={onClose}>Cancel</Button>
          <Button variant="primary" onPress={() => submit()}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form onSubmit={submit}>
        {children({ error, setError })}
        {errorBelowFields ? <ErrorMessage message={error} /> : null}
        {/* Enter in any field submits. */}
        <button type="submit" hidden />
      </form>
    </Dialog>
  );
}
