// Import: a file (JSON or YAML) or a document at a URL, detected and converted by core, added to
// the workbench. A URL is fetched through the proxy, as requests are sent.
import { ImportError, messageOf, NO_FILE_MESSAGE, type FolderBy } from '@courier/core';
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
import { applyImport } from './applyImport.js';
import { fetchDocument } from './fetchDocument.js';
import { workbenchStores } from './stores.js';

/**
 * What the user reads: core's ImportError already reads 'Import failed: …', but for a file that is
 * not JSON it carries the parser's own text; the line and column say more.
 */
function importFailure(thrown: unknown, text: string): string {
  if (!(thrown instanceof ImportError)) return `Import failed: ${messageOf(thrown)}`;
  if (!(thrown.cause instanceof SyntaxError)) return thrown.message;
  const problem = jsonSyntaxProblem(text.replace(/^\uFEFF/, ''));
  return problem
    ? `Import failed: the file is not valid JSON (line ${problem.line}, column ${problem.column})`
    : 'Import failed: the file is not valid JSON';
}

export function ImportTab() {
  const [file, setFile] = useState<File | null>(null);
  const [url, setUrl] = useState('');
  const [folderBy, setFolderBy] = useState<FolderBy>('tag');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<{ message: string; warnings: string[] }>();

  const run = async () => {
    if (busy) return;
    setDone(undefined);
    const source = url.trim();
    if (!file && source === '') {
      setError(NO_FILE_MESSAGE);
      return;
    }
    setBusy(true);
    try {
      const text = file ? await file.text() : await fetchDocument(source, transport);
      const location = file ? file.name : source;
      try {
        // Every format's importer, OpenAPI's parser among them, loads when an import starts.
        const { importAny } = await import('@courier/core/import');
        const imported = importAny(text, location, { openapi: { folderBy, location } });
        const result = applyImport(imported, workbenchStores);
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
      <Field label="File (JSON or YAML: Courier export, Postman collection, environment or globals, OpenAPI or Swagger)">
        <input
          className="ie-file"
          type="file"
          accept=".json,.yaml,.yml,application/json,application/yaml"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setError(undefined);
            setDone(undefined);
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
        isDisabled={file !== null}
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
