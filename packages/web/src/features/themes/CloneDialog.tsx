// The clone prompt: a name, '<name> Copy' to start with, never empty.
import { useState } from 'react';
import { Button } from '../../ui/Button.js';
import { Dialog } from '../../ui/Dialog.js';
import { TextField } from '../../ui/TextField.js';
import { THEME_TEXT } from './themeMessages.js';

export interface CloneDialogProps {
  sourceName: string;
  onClone: (name: string) => void;
  onClose: () => void;
}

export function CloneDialog({ sourceName, onClone, onClose }: CloneDialogProps) {
  const [name, setName] = useState(THEME_TEXT.cloneName(sourceName));
  const trimmed = name.trim();
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title="Clone Theme"
      size="sm"
      footer={
        <>
          <Button onPress={onClose}>Cancel</Button>
          <Button variant="primary" isDisabled={!trimmed} onPress={() => onClone(trimmed)}>
            Clone
          </Button>
        </>
      }
    >
      <TextField label="Name of the copy" value={name} onChange={setName} autoFocus isRequired />
    </Dialog>
  );
}
