// Import: a file (JSON or YAML), a Bruno collection folder or a document at a URL, detected and
// converted by core, added to the workbench. A URL is fetched through the proxy, as requests are sent.
import { ImportError, importFolder, messageOf, NO_FILE_MESSAGE, type FolderBy, type ImportResult } from '@courier/core';
import { Upload } from 'lucide-react';
import { useState } from 'react';
import { jsonSyntaxProblem } from '../../lib/jsonSyntaxProblem.js';
import { Button } from '../../ui/Button.js';
import { ErrorMessage } from '../../ui/ErrorMessage.js';
import { transport } from '../../lib/transport.js';
import { Field } from '../../ui/Field.js';
import { SelectField } from '../../ui/SelectField.js';
import { TextField } from '../../ui/TextField.js';
import { toast } from '../../ui/toasts.js';
import { CollectionStorageError } from '../collections/collectionStorageError.js';
import { applyImport, type AppliedImport } from './applyImport.js';
import { fetchDocument } from './fetchDocument.js';
import { workbenchStores } from './stores.js';

/**
 * What the user reads: core's ImportError already reads 'Import failed: …', but for a file that is
 * not JSON it carries the parser's own text; the line and column say more.
 */
function importFailure(thrown: unknown, text: string): string {
  if (thrown instanceof CollectionStorageError) {
    return `Import failed: the browser could not store it — ${thrown.message}. Nothing was imported.`;
  }
  if (!(thrown instanceof ImportError)) return `Import failed: ${messageOf(thrown)}`;
  if (!(thrown.cause instanceof SyntaxError)) return thrown.message;
  const problem = jsonSyntaxProblem(text.replace(/^\uFEFF/, ''));
  return problem
    ? `Import failed: the file is not valid JSON (line ${problem.line}, column ${problem.column})`
    : 'Import failed: the file is not valid JSON';
}

/** A collection folder's files are all it needs: Bruno's `bruno.json` and `.bru` files, by their path in the folder. */
const COLLECTION_FILE = /(^|\/)bruno\.json$|\.bru$/;

async function readFolder(files: readonly File[]): Promise<ImportResult> {
  const picked = files.filter((file) => COLLECTION_FILE.test(file.webkitRelativePath || file.name));
  return importFolder(
    await Promise.all(
      picked.map(async (file) => ({ path: file.webkitRelativePath || file.name, text: await file.text() })),
    ),
  );
}

/** What was picked last: one file, or the files of one folder. */
type Picked = { kind: 'file'; file: File } | { kind: 'folder'; files: File[] };

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

  const run = async () => {
    if (busy) return;
    setDone(undefined);
    const source = url.trim();
    if (!picked && source === '') {
      setError(NO_FILE_MESSAGE);
      return;
    }
    setBusy(true);
    try {
      const text =
        picked?.kind === 'file' ? await picked.file.text() : picked ? '' : await fetchDocument(source, transport);
      const location = picked?.kind === 'file' ? picked.file.name : source;
      try {
        let imported: ImportResult;
        if (picked?.kind === 'folder') {
          imported = await readFolder(picked.files);
        } else {
          // Every format's importer, OpenAPI's parser among them, loads when an import starts.
          const { importAny } = await import('@courier/core/import');
          imported = importAny(text, location, { openapi: { folderBy, location } });
        }
        const result = await applyImport(imported, workbenchStores);
        setError(undefined);
        setDone(result);
        toast(`Imported ${result.message}`, 'success');
      } catch (thrown) {
        setError(importFailure(thrown, text));
      }
    } catch (thrown) {
      // Reading the file itself can fail (removed or unreadable since it was chosen), or the URL.
      setError(`Import failed: ${messageOf(thrown)}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="ie-tab">
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
            const files = [...(event.target.files ?? [])];
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
        <Button variant="primary" onPress={() => void run()} icon={<Upload size={16} />}>
          {busy ? 'Importing...' : 'Import'}
        </Button>
      </div>
    </div>
  );
}
