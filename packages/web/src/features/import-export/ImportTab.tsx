// Import: a file (JSON or YAML), a Bruno collection folder or a document at a URL, detected and
// converted by core, added to the workbench. A URL is fetched through the proxy, as requests are sent.
import { ImportError, messageOf, NO_FILE_MESSAGE, type FolderBy } from '@courier/core';
import { Upload } from 'lucide-react';
import { useEffect, useEffectEvent, useState } from 'react';
import { useStore } from 'zustand';
import { Button } from '../../ui/Button.js';
import { ErrorMessage } from '../../ui/ErrorMessage.js';
import { transport } from '../../lib/transport.js';
import { Field } from '../../ui/Field.js';
import { SelectField } from '../../ui/SelectField.js';
import { TextField } from '../../ui/TextField.js';
import { toast } from '../../ui/toasts.js';
import { CollectionStorageError } from '../collections/collectionStorageError.js';
import { applyImport, type AppliedImport } from './applyImport.js';
import { collectionFiles, type Picked } from './droppedImport.js';
import { fetchDocument } from '../../lib/fetchDocument.js';
import { ImportDropZone } from './ImportDropZone.js';
import { importOffThread, importWorker } from './importClient.js';
import type { ImportSource } from './importRequest.js';
import { workbenchStores } from './stores.js';
import { takeWaitingImport, waitingImport } from './waitingImport.js';

/** What the user reads: the worker's failure words as they are, a storage failure with what happened. */
function importFailure(thrown: unknown): string {
  if (thrown instanceof CollectionStorageError) {
    return `Import failed: the browser could not store it — ${thrown.message}. Nothing was imported.`;
  }
  return thrown instanceof ImportError ? thrown.message : `Import failed: ${messageOf(thrown)}`;
}

function sourceOf(picked: Picked | null, text: string, location: string): ImportSource {
  if (picked?.kind === 'file') return { kind: 'file', file: picked.file, name: picked.file.name };
  if (picked) return { kind: 'folder', files: collectionFiles(picked.files) };
  return { kind: 'text', text, location };
}

export function ImportTab() {
  const [picked, setPicked] = useState<Picked | null>(null);
  const [url, setUrl] = useState('');
  const [folderBy, setFolderBy] = useState<FolderBy>('tag');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<AppliedImport>();

  const pick = (next: Picked | null) => {
    setPicked(next);
    setError(undefined);
    setDone(undefined);
  };

  // The worker loads when the tab opens, not with the app: the first load stays small.
  useEffect(() => {
    importWorker();
  }, []);

  const run = async (chosen: Picked | null) => {
    if (busy) return;
    setDone(undefined);
    const source = url.trim();
    if (!chosen && source === '') {
      setError(NO_FILE_MESSAGE);
      return;
    }
    setBusy(true);
    try {
      // A URL is fetched here, through the proxy; files are read in the worker.
      const text = chosen ? '' : await fetchDocument(source, transport);
      try {
        const received = await importOffThread(sourceOf(chosen, text, source), folderBy);
        const result = await applyImport(received.result, workbenchStores, received.texts);
        setError(undefined);
        setDone(result);
        toast(`Imported ${result.message}`, 'success');
      } catch (thrown) {
        setError(importFailure(thrown));
      }
    } catch (thrown) {
      // Fetching the URL can fail before anything is converted.
      setError(`Import failed: ${messageOf(thrown)}`);
    } finally {
      setBusy(false);
    }
  };

  // A file or a collection folder dropped here or on the sidebar imports as picking it and pressing
  // Import; one dropped while an import runs waits for it to end.
  const waiting = useStore(waitingImport, (state) => state.picked);
  const importDropped = useEffectEvent(() => {
    if (busy) return;
    const dropped = takeWaitingImport();
    if (!dropped) return;
    pick(dropped);
    void run(dropped);
  });
  useEffect(() => importDropped(), [waiting, busy]);

  return (
    <ImportDropZone className="ie-tab" data-testid="import-drop-zone">
      <p className="ie-drop-hint">Drop a file or a Bruno collection folder here, or choose one below.</p>
      <Field label="File (JSON or YAML: Courier export; Postman, Insomnia, Bruno or Hoppscotch export; HAR capture; OpenAPI or Swagger)">
        <input
          className="ie-file"
          type="file"
          accept=".json,.yaml,.yml,.har,application/json,application/yaml"
          onChange={(event) => {
            const file = event.target.files?.[0];
            pick(file ? { kind: 'file', file } : null);
          }}
        />
      </Field>
      <Field label="Or a folder (a Bruno collection)">
        <input
          className="ie-file"
          type="file"
          data-testid="import-folder"
          // React has no prop for the folder picker's attribute: it is set on the element itself.
          ref={(input) => input?.setAttribute('webkitdirectory', '')}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])].map((file) => ({
              path: file.webkitRelativePath || file.name,
              file,
            }));
            pick(files.length > 0 ? { kind: 'folder', files } : null);
          }}
        />
      </Field>
      <TextField
        label="Or a URL (fetched through the proxy)"
        value={url}
        onChange={(value) => {
          setUrl(value);
          setError(undefined);
        }}
        placeholder="https://api.example.com/openapi.yaml"
        isDisabled={picked !== null}
      />
      <SelectField
        label="OpenAPI requests in folders"
        value={folderBy}
        onChange={(value) => setFolderBy(value === 'path' ? 'path' : 'tag')}
      >
        <option value="tag">By tag</option>
        <option value="path">By path</option>
      </SelectField>
      <ErrorMessage message={error} />
      {done ? (
        <div className="ie-result" role="status">
          <p>Imported {done.message}</p>
          {done.notMapped ? <p className="ie-not-mapped">{done.notMapped}</p> : null}
          {done.warnings.length ? (
            <ul className="ie-warnings">
              {done.warnings.map((warning) => (
                <li key={warning}>{warning}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <div className="ie-actions">
        {/* Not disabled while busy: a disabled button drops focus out of the dialog, and Esc with it. */}
        <Button variant="primary" onPress={() => void run(picked)} icon={<Upload size={16} />}>
          {busy ? 'Importing...' : 'Import'}
        </Button>
      </div>
    </ImportDropZone>
  );
}
