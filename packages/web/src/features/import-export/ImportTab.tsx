// Import: a .json file, detected and converted by core, added to the workbench.
import { ImportError, importFile, messageOf, NO_FILE_MESSAGE } from '@courier/core';
import { Upload } from 'lucide-react';
import { useState } from 'react';
import { jsonSyntaxProblem } from '../../lib/jsonSyntaxProblem.js';
import { Button } from '../../ui/Button.js';
import { ErrorMessage } from '../../ui/ErrorMessage.js';
import { Field } from '../../ui/Field.js';
import { toast } from '../../ui/toasts.js';
import { CollectionStorageError } from '../collections/collectionStorageError.js';
import { applyImport } from './applyImport.js';
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

export function ImportTab() {
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<{ message: string; warnings: string[] }>();

  const run = async () => {
    if (busy) return;
    setDone(undefined);
    if (!file) {
      setError(NO_FILE_MESSAGE);
      return;
    }
    setBusy(true);
    try {
      const text = await file.text();
      try {
        const result = await applyImport(importFile(text, file.name), workbenchStores);
        setError(undefined);
        setDone(result);
        toast(`Imported ${result.message}`, 'success');
      } catch (thrown) {
        setError(importFailure(thrown, text));
      }
    } catch (thrown) {
      // Reading the file itself can fail (removed or unreadable since it was chosen).
      setError(`Import failed: ${messageOf(thrown)}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="ie-tab">
      <Field label="File (.json: Courier export, Postman collection, environment or globals)">
        <input
          className="ie-file"
          type="file"
          accept=".json,application/json"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setError(undefined);
            setDone(undefined);
          }}
        />
      </Field>
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
