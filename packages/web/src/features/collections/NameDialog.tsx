// A one-field dialog: New Collection and Rename. The name rule is core's; its message shows here.
import { useEffect, useState } from 'react';
import { TextField } from '../../ui/TextField.js';
import { ChangeDialog } from './ChangeDialog.js';

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
  useEffect(() => {
    if (isOpen) setName(initialName);
  }, [isOpen, initialName]);

  return (
    <ChangeDialog
      isOpen={isOpen}
      onClose={onClose}
      title={title}
      size="sm"
      submitLabel={submitLabel}
      onSubmit={() => onSubmit(name)}
      errorBelowFields={false}
    >
      {({ error }) => (
        <TextField label={label} value={name} onChange={setName} autoFocus {...(error ? { error } : {})} />
      )}
    </ChangeDialog>
  );
}
