// 'Create WebSocket Connection': the URL, comma-separated subprotocols, handshake headers (one
// 'Name: value' a line) and the Builder's auth helpers (Bearer, Basic, API key in a header or the
// query), with the active environment's {{variables}} filled in. Connect stays disabled until there
// is a URL.
import { WEBSOCKET_AUTH_TYPES, authorizeHandshake, parseProtocols, type WebSocketAuth } from '@courier/core';
import { useEffect, useState } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '../../ui/Button.js';
import { Dialog } from '../../ui/Dialog.js';
import { Field } from '../../ui/Field.js';
import { TextField } from '../../ui/TextField.js';
import { AuthFields } from '../builder/AuthFields.js';
import { useResolveVariables } from './useResolveVariables.js';
import { useWebSocketView } from './websocketStore.js';

const EMPTY = { url: '', protocols: '', headers: '' };
const NO_AUTH: WebSocketAuth = { type: 'none' };

/** The auth's own texts ({{token}}, {{user}}) filled in before they are encoded. */
const resolvedAuth = (auth: WebSocketAuth, resolve: (text: string) => string): WebSocketAuth =>
  Object.fromEntries(
    Object.entries(auth).map(([field, value]) => [
      field,
      field === 'type' || field === 'in' || typeof value !== 'string' ? value : resolve(value),
    ]),
  ) as WebSocketAuth;

/** 'Authorization: Bearer x' lines → a map; a line without a colon is a mistake worth saying. */
function headersFrom(text: string): Record<string, string> | string {
  const headers: Record<string, string> = {};
  for (const line of text.split('\n').map((row) => row.trim())) {
    if (line === '') continue;
    const colon = line.indexOf(':');
    if (colon <= 0) return `Write each header as Name: value (${line})`;
    headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return headers;
}

export function CreateConnectionDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const createConnection = useWebSocketView((state) => state.createConnection);
  const resolve = useResolveVariables();
  const [form, setForm] = useState(EMPTY);
  const [auth, setAuth] = useState<WebSocketAuth>(NO_AUTH);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!isOpen) return;
    setForm(EMPTY);
    setAuth(NO_AUTH);
    setError(undefined);
  }, [isOpen]);

  const submit = async () => {
    const headers = headersFrom(form.headers);
    if (typeof headers === 'string') return setError(headers);
    setBusy(true);
    const handshake = authorizeHandshake(
      {
        url: resolve(form.url.trim()),
        headers: Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, resolve(value)])),
      },
      resolvedAuth(auth, resolve),
    );
    const failure = await createConnection({ ...handshake, protocols: parseProtocols(form.protocols) });
    setBusy(false);
    if (failure) setError(failure);
    else onClose();
  };

  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title="Create WebSocket Connection"
      footer={
        <>
          <Button onPress={onClose}>Cancel</Button>
          <Button
            variant="primary"
            type="submit"
            form="create-websocket-form"
            isDisabled={busy || form.url.trim() === ''}
          >
            {busy ? 'Connecting…' : 'Connect'}
          </Button>
        </>
      }
    >
      <Form
        id="create-websocket-form"
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          if (form.url.trim() !== '') void submit();
        }}
      >
        {error ? (
          <p className="collab-form-error" role="alert">
            {error}
          </p>
        ) : null}
        <TextField
          label="URL"
          value={form.url}
          autoFocus
          mono
          placeholder={`ws://${window.location.host}`}
          onChange={(url) => setForm((current) => ({ ...current, url }))}
        />
        <TextField
          label="Protocols"
          value={form.protocols}
          mono
          placeholder="graphql-ws, chat"
          onChange={(protocols) => setForm((current) => ({ ...current, protocols }))}
        />
        <Field label="Headers">
          <textarea
            className="textarea mono"
            rows={3}
            value={form.headers}
            placeholder="Authorization: Bearer …"
            onChange={(event) => setForm((current) => ({ ...current, headers: event.target.value }))}
          />
        </Field>
        <fieldset className="websocket-auth">
          <legend>Authentication</legend>
          <AuthFields
            auth={auth}
            types={WEBSOCKET_AUTH_TYPES}
            onChange={(next) => setAuth(next as WebSocketAuth)}
            onManage={onClose}
          />
        </fieldset>
      </Form>
    </Dialog>
  );
}
