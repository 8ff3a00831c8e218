// Add Request to a collection: a name and a URL, both required after trimming.
import { useEffect, useState } from 'react';
import { TextField } from '../../ui/TextField.js';
import { ChangeDialog } from './ChangeDialog.js';

export interface AddRequestDialogProps {
  isOpen: boolean;
  collectionName: string;
  /** New WebSocket Request asks the same two things, of a ws:// URL. */
  kind?: 'http' | 'websocket';
  onSubmit: (fields: { name: string; url: string }) => void;
  onClose: () => void;
}

export function AddRequestDialog({ isOpen, collectionName, kind = 'http', onSubmit, onClose }: AddRequestDialogProps) {
  const action = kind === 'http' ? 'Add Request' : 'Add WebSocket Request';
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  useEffect(() => {
    if (isOpen) {
      setName('');
      setUrl('');
    }
  }, [isOpen]);

  return (
    <ChangeDialog
      isOpen={isOpen}
      onClose={onClose}
      title={`${action} to ${collectionName}`}
      size="sm"
      submitLabel={action}
      onSubmit={() => onSubmit({ name, url })}
    >
      {() => (
        <>
          <TextField label="Request name" value={name} onChange={setName} autoFocus />
          <TextField
            label="URL"
            value={url}
            onChange={setUrl}
            mono
            placeholder={kind === 'http' ? '{{baseUrl}}/users' : 'wss://{{host}}/socket'}
          />
        </>
      )}
    </ChangeDialog>
  );
}
