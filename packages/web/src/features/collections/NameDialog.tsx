// A one-field dialog: New Collection and Rename. The name rule is core's; its message shows here.
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '../../ui/Button.js';
import { Dialog } from '../../ui/Dialog.js';
import { TextField } from '../../ui/TextField.js';
import { errorText } from '../shared/errorText.js';

export interface NameDialogProps {
  isOpen: boolean;
  title: string;
  label: string;
  submitLabel: string;
  initialName?: string;
  /** Applies the name; a thrown error is shown under the field and the dialog stays open. */
  onSubmit: (name: string) => void;
  onClose: () => void;
}

export function NameDialog({
  isOpen,
  title,
  label,
  submitLabel,
  initialName = '',
  onSubmit,
  onClose,
}: NameDialogProps) {
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string>();
  useEffect(() => {
    if (isOpen) {
      setName(initialName);
      setError(undefined);
    }
  }, [isOpen, initialName]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    try {
      onSubmit(name);
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
      size="sm"
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
        <TextField label={label} value={name} onChange={setName} autoFocus {...(error ? { error } : {})} />
      </form>
    </Dialog>
  );
}
