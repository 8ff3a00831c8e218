// The folder of a repository on this machine, typed; the server opens it with the checks of
// `--open` and says why it cannot when it cannot, the typed path kept for a correction.
import { useState } from 'react';
import { useStore } from 'zustand';
import { FormDialog } from '../../ui/FormDialog.js';
import { TextField } from '../../ui/TextField.js';
import { toast } from '../../ui/toasts.js';
import { callFailure } from '../shared/callFailure.js';
import { openRepositoryDialog } from './openRepositoryDialog.js';
import { openRepositoryAt } from './switchRepository.js';

export function OpenRepositoryDialog() {
  const isOpen = useStore(openRepositoryDialog, (state) => state.isOpen);
  const [path, setPath] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const close = () => {
    openRepositoryDialog.setState({ isOpen: false });
    setError(undefined);
  };
  const submit = async () => {
    setBusy(true);
    try {
      await openRepositoryAt(path.trim());
      close();
      toast('Repository opened', 'success');
    } catch (thrown) {
      setError(callFailure('Error opening the repository', thrown));
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormDialog
      isOpen={isOpen}
      onClose={close}
      title="Open repository"
      formId="open-repository-form"
      submitLabel="Open"
      busyLabel="Opening…"
      busy={busy}
      canSubmit={path.trim() !== ''}
      error={error}
      onSubmit={() => void submit()}
    >
      <TextField
        label="Folder on this machine"
        value={path}
        autoFocus
        mono
        placeholder="/home/me/projects/shop-api"
        onChange={(value) => {
          setPath(value);
          setError(undefined);
        }}
      />
      <p className="muted">A git repository of Postman collection folders (postman/collections/&lt;name&gt;/).</p>
    </FormDialog>
  );
}
