// Edit in the Example view: the example's name and its response part (status, headers, body), saved
// with its request. The request part stays as it was sent.
import type { KeyValue, SavedExample } from '@courier/core';
import { useState } from 'react';
import { Button } from '../../ui/Button.js';
import { CodeEditor } from '../../ui/CodeEditor.js';
import { ErrorMessage } from '../../ui/ErrorMessage.js';
import { TextField } from '../../ui/TextField.js';
import { KeyValueEditor } from '../builder/KeyValueEditor.js';
import { errorText } from '../shared/errorText.js';
import { saveExampleEdit } from './exampleActions.js';
import type { ExampleAt } from './exampleEdits.js';

interface ExampleEditorProps {
  at: ExampleAt;
  example: SavedExample;
  onDone(): void;
}

const isJson = (headers: readonly KeyValue[]) =>
  headers.some((row) => row.key.toLowerCase() === 'content-type' && row.value.toLowerCase().includes('json'));

export function ExampleEditor({ at, example, onDone }: ExampleEditorProps) {
  const [name, setName] = useState(example.name);
  const [code, setCode] = useState(String(example.code));
  const [status, setStatus] = useState(example.status);
  const [headers, setHeaders] = useState<KeyValue[]>(() =>
    example.headers.map((header) => ({ key: header.name, value: header.value, enabled: true })),
  );
  const [body, setBody] = useState(example.body);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = () => {
    const number = Number(code);
    if (!Number.isInteger(number) || number < 100 || number > 599) {
      setError('Status code must be a number from 100 to 599');
      return;
    }
    try {
      setSaving(true);
      const kept = saveExampleEdit(at, {
        name,
        code: number,
        status: status.trim(),
        headers: headers
          .filter((row) => row.enabled && row.key.trim())
          .map((row) => ({ name: row.key, value: row.value })),
        body,
      });
      void kept.then((done) => {
        setSaving(false);
        if (done) onDone();
      });
    } catch (thrown) {
      setSaving(false);
      setError(errorText(thrown));
    }
  };

  return (
    <form
      className="example-editor"
      aria-label="Edit example"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <div className="example-editor-fields">
        <TextField label="Name" value={name} onChange={setName} />
        <TextField label="Status code" value={code} onChange={setCode} type="number" mono />
        <TextField label="Status text" value={status} onChange={setStatus} />
      </div>
      <h3 className="example-editor-heading">Headers</h3>
      <KeyValueEditor
        noun="Header"
        rows={headers}
        onUpdate={(index, patch) =>
          setHeaders((rows) => rows.map((row, at) => (at === index ? { ...row, ...patch } : row)))
        }
        onAdd={(row) => setHeaders((rows) => [...rows, { key: '', value: '', enabled: true, ...row }])}
        onRemove={(index) => setHeaders((rows) => rows.filter((_, at) => at !== index))}
      />
      <h3 className="example-editor-heading">Body</h3>
      <CodeEditor
        label="Example response body"
        value={body}
        onChange={setBody}
        mode={isJson(headers) ? 'json' : 'text'}
        minHeight="120px"
        maxHeight="320px"
      />
      <ErrorMessage message={error ?? undefined} />
      <div className="example-editor-actions">
        <Button onPress={onDone}>Cancel</Button>
        <Button type="submit" variant="primary" isDisabled={saving}>
          Save
        </Button>
      </div>
    </form>
  );
}
