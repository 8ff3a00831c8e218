import { MAX_RESTORE_BYTES, ROLE_PERMISSIONS, type Backup, type RestorePreview, type Workspace } from '@courier/core';
import { Archive, Download, FileUp, Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../ui/Button.js';
import { formatSize } from '../response/formatBody.js';
import { relativeTime } from '../shared/relativeTime.js';
import { RestoreDialog } from './RestoreDialog.js';
import { useWorkspace } from './useWorkspace.js';

/** What the server says of a restore file of 50 MB or more; refused here before it is read. */
const RESTORE_TOO_LARGE = 'This backup file is too large: a restore file must be smaller than 50 MB';

const STATUS_CLASS: Record<Backup['status'], string> = {
  completed: 'pill-success',
  processing: 'pill-warning',
  failed: 'pill-danger',
};

/**
 * The workspace's backups: a new one on demand (processing until it completes or fails), the
 * download of a completed one, and a restore from a backup file into a new workspace after a preview.
 */
export function BackupsTab({ workspace, now }: { workspace: Workspace; now: number }) {
  const backups = useWorkspace((state) => state.backups);
  const createBackup = useWorkspace((state) => state.createBackup);
  const downloadBackup = useWorkspace((state) => state.downloadBackup);
  const previewRestore = useWorkspace((state) => state.previewRestore);
  const fileInput = useRef<HTMLInputElement>(null);
  const [restoring, setRestoring] = useState<{ text: string; preview: RestorePreview } | null>(null);
  const [fileError, setFileError] = useState<string>();
  const writes = ROLE_PERMISSIONS[workspace.role].includes('write');

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setFileError(undefined);
    if (file.size >= MAX_RESTORE_BYTES) {
      setFileError(RESTORE_TOO_LARGE);
      return;
    }
    const text = await file.text();
    const preview = await previewRestore(text);
    if (typeof preview === 'string') setFileError(preview);
    else setRestoring({ text, preview });
  };

  return (
    <div className="collab-panel">
      <div className="collab-toolbar">
        <input
          ref={fileInput}
          type="file"
          accept=".json,application/json"
          className="visually-hidden"
          aria-label="Backup file to restore"
          onChange={(event) => {
            void choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <Button className="collab-toolbar-end" icon={<FileUp size={16} />} onPress={() => fileInput.current?.click()}>
          Restore from File
        </Button>
        {writes ? (
          <Button variant="primary" icon={<Plus size={16} />} onPress={() => void createBackup()}>
            Create Backup
          </Button>
        ) : null}
      </div>
      {fileError ? (
        <p className="collab-form-error" role="alert">
          {fileError}
        </p>
      ) : null}
      {backups.length === 0 ? (
        <div className="empty-state collab-empty">
          <Archive size={28} aria-hidden="true" />
          <h2>No backups yet</h2>
          <p>
            A backup holds the workspace&apos;s collections, environments (without secret values), settings and members
            in one file you can restore into a new workspace.
          </p>
        </div>
      ) : (
        <ul className="collab-list" aria-label="Backups">
          {backups.map((backup) => {
            const shortId = backup.id.slice(-8);
            return (
              <li key={backup.id} className="collab-row">
                <Archive size={18} className="muted" aria-hidden="true" />
                <div className="collab-row-main">
                  <span className="collab-row-title mono">{shortId}</span>
                  <span className="collab-row-text">
                    {backup.kind === 'auto' ? 'Daily backup' : 'Manual backup'} · {relativeTime(backup.createdAt, now)}
                    {backup.sizeBytes !== null ? ` · ${formatSize(backup.sizeBytes)}` : ''}
                    {backup.error ? ` · ${backup.error}` : ''}
                  </span>
                </div>
                <div className="collab-row-side">
                  <span className={`pill ${STATUS_CLASS[backup.status]}`}>{backup.status}</span>
                  <Button
                    size="sm"
                    icon={<Download size={14} />}
                    aria-label={`Download backup ${shortId}`}
                    isDisabled={backup.status !== 'completed'}
                    onPress={() => void downloadBackup(backup.id)}
                  >
                    Download
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <RestoreDialog restoring={restoring} onClose={() => setRestoring(null)} />
    </div>
  );
}
