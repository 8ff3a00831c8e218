// Add Request to a collection: a name and a URL, both required after trimming.
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '../../ui/Button.js';
import { Dialog } from '../../ui/Dialog.js';
import { ErrorMessage } from '../../ui/ErrorMessage.js';
import { TextField } from '../../ui/TextField.js';
import { errorText } from '../shared/errorText.js';

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
  const [error, setError] = useState<string>();
  useEffect(() => {
    if (isOpen) {
      setName('');
      setUrl('');
      setError(undefined);
    }
  }, [isOpen]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    try {
      onSubmit({ name, url });
      onClose();
    } catch (thrown) {
      setError(errorText(thrown));
    }
  };

  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={`${action} to ${collectionName}`}
      size="sm"
      footer={
        <>
          <Button onPress={onClose}>Cancel</Button>
          <Button variant="primary" onPress={() => submit()}>
            {action}
          </Button>
        </>
      }
    >
      <form onSubmit={submit}>
        <TextField label="Request name" value={name} onChange={setName} autoFocus />
        <TextField
          label="URL"
          value={url}
          onChange={setUrl}
          mono
          placeholder={kind === 'http' ? '{{baseUrl}}/users' : 'wss://{{host}}/socket'}
        />
        <ErrorMessage message={error} />
        {/* Enter in either field submits. */}
        <button type="submit" hidden />
      </form>
    </Dialog>
  );
}
