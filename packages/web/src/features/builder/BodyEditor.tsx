import type { Body, KeyValue } from '@courier/core';
import { lazy, Suspense } from 'react';
import { CodeEditor, type EditorProblem } from '../../ui/CodeEditor.js';
import { SelectField } from '../../ui/SelectField.js';
import { FilePicker } from './FilePicker.js';
import { describeJsonProblem, jsonBodyProblem } from './jsonBodyProblem.js';
import { FormDataEditor } from './FormDataEditor.js';
import { KeyValueEditor } from './KeyValueEditor.js';
import type { VariableView } from './variableView.js';

// The GraphQL editor and its schema panel bring the graphql library: they load with the first
// GraphQL body.
const GraphQLEditor = lazy(() => import('./GraphQLEditor.js').then((m) => ({ default: m.GraphQLEditor })));

/** The body kinds the builder offers; raw bodies of other languages (from imports) show as text. */
type BodyKind = 'none' | 'json' | 'text' | 'urlencoded' | 'formdata' | 'binary' | 'graphql';

const KINDS: ReadonlyArray<{ id: BodyKind; label: string }> = [
  { id: 'none', label: 'None' },
  { id: 'json', label: 'JSON' },
  { id: 'text', label: 'Text' },
  { id: 'urlencoded', label: 'x-www-form-urlencoded' },
  { id: 'formdata', label: 'form-data' },
  { id: 'binary', label: 'Binary (file)' },
  { id: 'graphql', label: 'GraphQL' },
];

function kindOf(body: Body): BodyKind {
  if (body.mode === 'raw') return body.language === 'json' ? 'json' : 'text';
  if (body.mode === 'file') return 'binary';
  return body.mode;
}

/** Switching kind keeps the text where both kinds have one, so a misclick loses nothing. */
function switchKind(body: Body, kind: BodyKind): Body {
  const text = body.mode === 'raw' ? body.raw : body.mode === 'graphql' ? body.query : '';
  switch (kind) {
    case 'none':
      return { mode: 'none' };
    case 'json':
      return { mode: 'raw', language: 'json', raw: text };
    case 'text':
      return { mode: 'raw', language: 'text', raw: text };
    case 'urlencoded':
      return { mode: 'urlencoded', urlencoded: body.mode === 'urlencoded' ? body.urlencoded : [] };
    case 'formdata':
      return { mode: 'formdata', formdata: body.mode === 'formdata' ? body.formdata : [] };
    case 'binary':
      return body.mode === 'file' ? body : { mode: 'file', src: '' };
    case 'graphql':
      return { mode: 'graphql', query: body.mode === 'graphql' ? body.query : '', variables: '' };
  }
}

function findJsonProblem(text: string): EditorProblem | undefined {
  const problem = jsonBodyProblem(text);
  return problem ? { at: problem.at, message: describeJsonProblem(problem) } : undefined;
}

function rowsEditor(rows: KeyValue[], onChange: (rows: KeyValue[]) => void, noun: string) {
  return (
    <KeyValueEditor
      noun={noun}
      rows={rows}
      onUpdate={(index, patch) =>
        onChange(
          rows
            .map((row, at) => (at === index ? { ...row, ...patch } : row))
            .filter((row) => row.key !== '' || row.value !== ''),
        )
      }
      onAdd={(row) => onChange([...rows, { key: '', value: '', enabled: true, ...row }])}
      onRemove={(index) => onChange(rows.filter((_, at) => at !== index))}
    />
  );
}

export function BodyEditor({
  body,
  onChange,
  variables,
}: {
  body: Body;
  onChange: (body: Body) => void;
  variables: VariableView;
}) {
  const kind = kindOf(body);
  return (
    <div className="body-editor">
      <SelectField
        label="Body"
        className="body-kind"
        value={kind}
        onChange={(value) => onChange(switchKind(body, value as BodyKind))}
      >
        {KINDS.map((item) => (
          <option key={item.id} value={item.id}>
            {item.label}
          </option>
        ))}
      </SelectField>
      {body.mode === 'none' ? <p className="empty-state">This request has no body.</p> : null}
      {body.mode === 'file' ? (
        <FilePicker
          label="Body file"
          picked={body.picked}
          path={body.src}
          onPick={(picked) => onChange({ ...body, src: picked.name, picked })}
          onRemove={() => onChange({ mode: 'file', src: '' })}
        />
      ) : null}
      {body.mode === 'raw' ? (
        <CodeEditor
          label="Request body"
          mode={body.language === 'json' ? 'json' : 'text'}
          value={body.raw}
          onChange={(raw) => onChange({ ...body, raw })}
          isKnownVariable={variables.isKnown}
          findProblem={body.language === 'json' ? findJsonProblem : undefined}
          minHeight="140px"
        />
      ) : null}
      {body.mode === 'urlencoded'
        ? rowsEditor(body.urlencoded, (urlencoded) => onChange({ ...body, urlencoded }), 'Field')
        : null}
      {body.mode === 'formdata' ? (
        <FormDataEditor parts={body.formdata} onChange={(formdata) => onChange({ ...body, formdata })} />
      ) : null}
      {body.mode === 'graphql' ? (
        <Suspense fallback={<p className="muted">Loading the GraphQL editor…</p>}>
          <GraphQLEditor body={body} onChange={onChange} variables={variables} />
        </Suspense>
      ) : null}
    </div>
  );
}
