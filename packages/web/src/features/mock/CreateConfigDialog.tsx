// 'Create Mock Configuration': a name (required), a base URL whose path the routes live under,
// whether it is served, and — signed in — whether its URL alone opens it or an API key is needed.
// It may start from what the user has: a collection's saved examples, or an OpenAPI 3 document.
import { mockFromCollection, type MockAccess } from '@courier/core';
import { useSession } from '../../lib/session.js';
import { Field } from '../../ui/Field.js';
import { useCollections } from '../collections/useCollections.js';
import { FormDialog } from '../../ui/FormDialog.js';
import { useFormDialog } from '../../ui/useFormDialog.js';
import { SelectField } from '../../ui/SelectField.js';
import { TextField } from '../../ui/TextField.js';
import { MockAccessField } from './MockAccessField.js';
import { MOCK_TEXT } from './mockMessages.js';
import { useMock } from './mockStore.js';

type StartFrom = 'empty' | 'collection' | 'openapi';
const EMPTY = {
  name: '',
  baseUrl: '',
  enabled: true,
  access: 'url' as MockAccess,
  from: 'empty' as StartFrom,
  collectionId: '',
  openApi: '',
  forWorkspace: false,
};
const START_LABELS: Record<StartFrom, string> = {
  empty: 'No routes yet',
  collection: 'A collection’s saved examples',
  openapi: 'An OpenAPI 3 document (JSON or YAML)',
};

/**
 * The pasted document as JSON, else as YAML, in which OpenAPI documents are mostly written; the
 * YAML parser loads only when a document is not JSON. Undefined when it is neither, or no object.
 */
async function readOpenApi(text: string): Promise<object | undefined> {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    const { parse } = await import('yaml');
    try {
      document = parse(text, { maxAliasCount: 100 });
    } catch {
      return undefined;
    }
  }
  return document !== null && typeof document === 'object' ? document : undefined;
}

export function CreateConfigDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const createConfig = useMock((state) => state.createConfig);
  const importConfig = useMock((state) => state.importConfig);
  const collections = useCollections((state) => state.collections);
  const signedIn = useSession((state) => state.user !== null);
  const workspace = useMock((state) => state.workspace);
  const { form, change, nameError, setNameError, serverError, setServerError, busy, send } = useFormDialog(
    isOpen,
    EMPTY,
    onClose,
  );

  /** The store call for the chosen start, or the message that stops it. */
  const creation = (): (() => Promise<string | undefined>) | string => {
    const name = form.name.trim();
    const workspaceId = form.forWorkspace && workspace ? workspace.id : undefined;
    if (form.from === 'collection') {
      const collection = collections.find((item) => item.id === form.collectionId) ?? collections[0];
      if (!collection) return MOCK_TEXT.noExamples;
      const { routes } = mockFromCollection(collection);
      if (routes.length === 0) return MOCK_TEXT.noExamples;
      return () =>
        importConfig(
          'courier',
          { name: name || collection.name, baseUrl: form.baseUrl, routes },
          undefined,
          workspaceId,
        );
    }
    if (form.from === 'openapi') {
      return async () => {
        const document = await readOpenApi(form.openApi);
        if (document === undefined) return MOCK_TEXT.openApiInvalid;
        return importConfig('openapi', document, name || undefined, workspaceId);
      };
    }
    if (name === '') return MOCK_TEXT.nameRequired;
    return () => createConfig({ name, baseUrl: form.baseUrl, enabled: form.enabled, access: form.access, workspaceId });
  };

  const submit = async () => {
    const create = creation();
    if (typeof create === 'string') {
      if (form.from === 'empty') setNameError(create);
      else setServerError(create);
      return;
    }
    await send(create);
  };

  return (
    <FormDialog
      isOpen={isOpen}
      onClose={onClose}
      title="Create Mock Configuration"
      formId="create-mock-form"
      submitLabel="Create Configuration"
      busyLabel="Creating…"
      busy={busy}
      error={serverError}
      onSubmit={() => void submit()}
    >
      <TextField
        label="Name"
        value={form.name}
        autoFocus
        error={nameError}
        placeholder="User API"
        onChange={(name) => change({ name })}
      />
      <TextField
        label="Base URL"
        value={form.baseUrl}
        mono
        placeholder="/api/v1"
        onChange={(baseUrl) => change({ baseUrl })}
      />
      <SelectField label="Start from" value={form.from} onChange={(from) => change({ from: from as StartFrom })}>
        {(Object.keys(START_LABELS) as StartFrom[]).map((from) => (
          <option key={from} value={from}>
            {START_LABELS[from]}
          </option>
        ))}
      </SelectField>
      {form.from === 'collection' ? (
        <SelectField
          label="Collection"
          value={form.collectionId || (collections[0]?.id ?? '')}
          onChange={(collectionId) => change({ collectionId })}
        >
          {collections.map((collection) => (
            <option key={collection.id} value={collection.id}>
              {collection.name}
            </option>
          ))}
        </SelectField>
      ) : null}
      {form.from === 'openapi' ? (
        <Field label="OpenAPI document">
          <textarea
            className="textarea mono"
            rows={6}
            value={form.openApi}
            placeholder='{ "openapi": "3.0.3", "paths": { … } }'
            onChange={(event) => change({ openApi: event.target.value })}
          />
          <input
            type="file"
            accept=".json,.yaml,.yml,application/json,application/yaml"
            aria-label="OpenAPI file"
            onChange={(event) => {
              void event.target.files?.[0]?.text().then((openApi) => change({ openApi }));
            }}
          />
        </Field>
      ) : null}
      {signedIn ? <MockAccessField value={form.access} onChange={(access) => change({ access })} /> : null}
      {signedIn && workspace ? (
        <label className="checkbox">
          <input
            type="checkbox"
            checked={form.forWorkspace}
            onChange={(event) => change({ forWorkspace: event.target.checked })}
          />
          For everyone in the workspace {workspace.name}
        </label>
      ) : null}
      <label className="checkbox">
        <input type="checkbox" checked={form.enabled} onChange={(event) => change({ enabled: event.target.checked })} />
        Enabled
      </label>
    </FormDialog>
  );
}
