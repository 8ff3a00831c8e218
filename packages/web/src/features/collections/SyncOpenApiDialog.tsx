// 'Sync with OpenAPI': a collection imported from an OpenAPI document, updated from the document's
// new version. The user picks the document (its file, or its URL fetched through the proxy), reads
// what would change — operations added, changed, removed, and fields both sides changed, each
// with a choice — and only then applies it. The merge itself is core's syncOpenApi. In a shared
// workspace the document imported last is read from the server, and the result saved item by item
// (sharedOpenApiSync.ts); a teammate's sync meanwhile makes the dialog check again.
import { messageOf, type Collection, type OpenApiSync, type Resolution } from '@courier/core';
import type { syncOpenApi as SyncOpenApi } from '@courier/core/import';
import { useEffect, useMemo, useState } from 'react';
import { transport } from '../../lib/transport.js';
import { Button } from '../../ui/Button.js';
import { Dialog } from '../../ui/Dialog.js';
import { ErrorMessage } from '../../ui/ErrorMessage.js';
import { Field } from '../../ui/Field.js';
import { SelectField } from '../../ui/SelectField.js';
import { TextField } from '../../ui/TextField.js';
import { toast } from '../../ui/toasts.js';
import { fetchDocument } from '../../lib/fetchDocument.js';
import { createSharedOpenApiSync, type OpenApiSyncBase, type SharedOpenApiSyncPorts } from './sharedOpenApiSync.js';

interface Props {
  collection: Collection | null;
  /** Where the document is kept on the server (a shared workspace); absent for the browser's collections. */
  sharedPorts?: SharedOpenApiSyncPorts | undefined;
  /** The server's newest document hash for this collection, as the live channel tells (shared only). */
  latestHash?: string | undefined;
  onApply: (collection: Collection) => void;
  onClose: () => void;
}

export const STALE_BASE_NOTICE =
  'A teammate synced this collection with its OpenAPI document meanwhile: check for changes again';

interface Checked {
  document: unknown;
  /** Core's merge, loaded with the check (the OpenAPI parser is not part of the first load). */
  syncOpenApi: typeof SyncOpenApi;
  location: string;
  preview: OpenApiSync;
  /** The collection merged against: with its document from the server when shared. */
  target: Collection;
  base?: OpenApiSyncBase | undefined;
}

const KIND_WORDS = { added: 'Added', changed: 'Changed', removed: 'Removed (kept, marked)' } as const;

function conflictText(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text === undefined ? '(none)' : text.length > 80 ? `${text.slice(0, 80)}…` : text;
}

export function SyncOpenApiDialog({ collection, sharedPorts, latestHash, onApply, onClose }: Props) {
  const shared = useMemo(() => sharedPorts && createSharedOpenApiSync(sharedPorts), [sharedPorts]);
  const source = collection?.openapiSource;
  const [file, setFile] = useState<File | null>(null);
  const [url, setUrl] = useState(source && /^https?:\/\//i.test(source.location) ? source.location : '');
  const [checked, setChecked] = useState<Checked>();
  const [resolutions, setResolutions] = useState<Record<string, Resolution>>({});
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  // What was checked against a document a teammate has replaced since would undo their sync. While
  // applying, the replacement heard of is this sync's own (a teammate's is refused by the server).
  const staleBase =
    !busy && checked?.base !== undefined && latestHash !== undefined && latestHash !== checked.base.hash;
  useEffect(() => {
    if (!staleBase) return;
    // The file field is drawn anew, empty: the file is chosen again with it.
    setFile(null);
    setChecked(undefined);
    setError(STALE_BASE_NOTICE);
  }, [staleBase]);

  const check = async () => {
    if (!collection || busy) return;
    setBusy(true);
    setError(undefined);
    try {
      if (!file && url.trim() === '') throw new Error('Choose the document’s file or enter its URL');
      const text = file ? await file.text() : await fetchDocument(url, transport);
      const location = file ? file.name : url.trim();
      const { parseImportText, syncOpenApi } = await import('@courier/core/import');
      const document = parseImportText(text);
      const base = shared ? await shared.readBase(collection.id) : undefined;
      const target = base?.collection ?? collection;
      const preview = syncOpenApi(target, document, { location });
      setChecked({ document, location, preview, syncOpenApi, target, base });
      setResolutions({});
    } catch (thrown) {
      setError(`Sync failed: ${messageOf(thrown).replace(/^Import failed: /, '')}`);
    } finally {
      setBusy(false);
    }
  };

  const apply = async () => {
    if (!checked || busy) return;
    setBusy(true);
    try {
      const { collection: updated } = checked.syncOpenApi(checked.target, checked.document, {
        location: checked.location,
        resolutions,
      });
      if (!shared || !checked.base) onApply(updated);
      else if (!(await shared.apply(checked.base, updated, checked.location))) {
        // The store said what was refused, or offers a teammate's version beside the update's.
        toast(`Only part of ${updated.name} was updated: sync again once the other change is settled`, 'error');
        onClose();
        return;
      }
      toast(`Updated ${updated.name} from its OpenAPI document`, 'success');
      onClose();
    } catch (thrown) {
      setError(`Sync failed: ${messageOf(thrown)}`);
    } finally {
      setBusy(false);
    }
  };

  const preview = checked?.preview;
  const nothingToDo = preview !== undefined && preview.changes.length === 0;
  return (
    <Dialog
      isOpen={collection !== null}
      onClose={onClose}
      title="Sync with OpenAPI"
      subject={collection ? `Collection: ${collection.name}` : undefined}
      size="lg"
      footer={
        <>
          <Button variant="ghost" onPress={onClose}>
            {nothingToDo ? 'Close' : 'Cancel'}
          </Button>
          {preview && !nothingToDo ? (
            <Button variant="primary" onPress={() => void apply()}>
              {busy ? 'Applying...' : 'Apply changes'}
            </Button>
          ) : (
            <Button variant="primary" onPress={() => void check()}>
              {busy ? 'Checking...' : 'Check for changes'}
            </Button>
          )}
        </>
      }
    >
      {source ? <p className="muted">Imported from {source.location || 'a file'}</p> : null}
      {preview ? null : (
        <>
          <Field label="The document’s new version (JSON or YAML)">
            <input
              className="ie-file"
              type="file"
              accept=".json,.yaml,.yml,application/json,application/yaml"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setError(undefined);
              }}
            />
          </Field>
          <TextField
            label="Or its URL (fetched through the proxy)"
            value={url}
            onChange={setUrl}
            isDisabled={file !== null}
          />
        </>
      )}
      <ErrorMessage message={error} />
      {preview ? (
        <div className="ie-result" role="status" aria-label="Changes">
          {nothingToDo ? (
            <p>{preview.upToDate ? 'Already up to date: the document is the one imported.' : 'Nothing to change.'}</p>
          ) : (
            <ul className="sync-changes">
              {preview.changes.map((change) => (
                <li key={`${change.kind} ${change.operation}`}>
                  <strong>{KIND_WORDS[change.kind]}</strong>{' '}
                  {change.operation === 'collection' ? 'the collection' : change.operation}
                  {change.operation === 'collection' ? '' : ` — ${change.name}`}
                  {change.fields.length > 0 ? <span className="muted"> ({change.fields.join(', ')})</span> : null}
                </li>
              ))}
            </ul>
          )}
          {preview.conflicts.length > 0 ? (
            <>
              <p>Changed both here and in the document:</p>
              {preview.conflicts.map((conflict) => (
                <SelectField
                  key={conflict.id}
                  label={conflict.id}
                  value={resolutions[conflict.id] ?? 'ours'}
                  onChange={(value) =>
                    setResolutions((current) => ({ ...current, [conflict.id]: value === 'theirs' ? 'theirs' : 'ours' }))
                  }
                >
                  <option value="ours">Keep mine: {conflictText(conflict.ours)}</option>
                  <option value="theirs">Take the document’s: {conflictText(conflict.theirs)}</option>
                </SelectField>
              ))}
            </>
          ) : null}
        </div>
      ) : null}
    </Dialog>
  );
}
