// The preview of a restore: the new workspace and everything it will hold, before anything is created.
import type { RestorePreview } from '@courier/core';
import { useState } from 'react';
import { FormDialog } from '../../ui/FormDialog.js';
import { plural } from '../shared/plural.js';
import { useWorkspace } from './useWorkspace.js';

export interface RestoreDialogProps {
  restoring: { text: string; preview: RestorePreview } | null;
  onClose: () => void;
}

export function RestoreDialog({ restoring, onClose }: RestoreDialogProps) {
  const restore = useWorkspace((state) => state.restore);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const preview = restoring?.preview;

  const submit = async () => {
    if (!restoring) return;
    setBusy(true);
    const failure = await restore(restoring.text);
    setBusy(false);
    if (failure) setError(failure);
    else {
      setError(undefined);
      onClose();
    }
  };

  return (
    <FormDialog
      isOpen={restoring !== null}
      onClose={onClose}
      title="Restore Backup"
      formId="restore-backup-form"
      submitLabel="Restore"
      busyLabel="Restoring…"
      busy={busy}
      error={error}
      onSubmit={() => void submit()}
    >
      {preview ? (
        <div className="restore-preview">
          <p>
            A new workspace <strong>{preview.name}</strong> will be created with:
          </p>
          <h3 className="collab-section-title">{plural(preview.collections.length, 'collection')}</h3>
          <ul aria-label="Collections to restore">
            {preview.collections.map((collection, index) => (
              <li key={index}>
                {collection.name} <span className="muted">({plural(collection.requestCount, 'request')})</span>
              </li>
            ))}
          </ul>
          <h3 className="collab-section-title">{plural(preview.environments.length, 'environment')}</h3>
          <ul aria-label="Environments to restore">
            {preview.environments.map((environment, index) => (
              <li key={index}>
                {environment.name} <span className="muted">({plural(environment.variableCount, 'variable')})</span>
              </li>
            ))}
          </ul>
          <h3 className="collab-section-title">{plural(preview.members.length, 'member')}</h3>
          <ul aria-label="Members to restore">
            {preview.members.map((member) => (
              <li key={member.email}>
                {member.email} <span className="muted">({member.role})</span>
              </li>
            ))}
          </ul>
          <p className="muted">Secret values are not in backups: each person enters their own again.</p>
        </div>
      ) : null}
    </FormDialog>
  );
}
