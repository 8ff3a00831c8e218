// 'Create WebSocket Connection': the URL, comma-separated subprotocols, handshake headers (one
// 'Name: value' a line) and the Builder's auth helpers (Bearer, Basic, API key in a header or the
// query), with the active environment's {{variables}} filled in. Connect stays disabled until there
// is a URL. Opened from a saved WebSocket request it is filled in from it, its auth may inherit from
// the folders and collection above, and Save keeps the changes there; Save to collection saves a new one.
import {
  authorizeHandshake,
  createId,
  isWebSocketAuth,
  parseProtocols,
  savedHandshakeAuth,
  WEBSOCKET_AUTH_TYPES,
  WebSocketRequestSchema,
  type Auth,
  type WebSocketAuth,
  type WebSocketRequest,
  ValidationError,
} from '@courier/core';
import { useEffect, useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '../../ui/Button.js';
import { Dialog } from '../../ui/Dialog.js';
import { Field } from '../../ui/Field.js';
import { TextField } from '../../ui/TextField.js';
import { toast } from '../../ui/toasts.js';
import { AuthFields } from '../builder/AuthFields.js';
import { SaveToCollectionDialog } from '../collections/SaveToCollectionDialog.js';
import { collectionsStore, useCollections } from '../collections/useCollections.js';
import { errorText } from '../shared/errorText.js';
import { headerLines, headerRows } from './headerLines.js';
import { locateSaved, useSavedWebSocket, type SavedWebSocketRef } from './savedWebSocketStore.js';
import { useResolveVariables } from './useResolveVariables.js';
import { useWebSocketView } from './websocketStore.js';

const EMPTY = { url: '', protocols: '', headers: '' };
const NO_AUTH: Auth = { type: 'none' };
/** A saved request may also take its auth from the folders and collection above it. */
const SAVED_AUTH_TYPES = ['inherit', ...WEBSOCKET_AUTH_TYPES] as const;

/** The auth's own texts ({{token}}, {{user}}) filled in before they are encoded. */
const resolvedAuth = (auth: WebSocketAuth, resolve: (text: string) => string): WebSocketAuth =>
  Object.fromEntries(
    Object.entries(auth).map(([field, value]) => [
      field,
      field === 'type' || field === 'in' || typeof value !== 'string' ? value : resolve(value),
    ]),
  ) as WebSocketAuth;

export function CreateConnectionDialog() {
  const isOpen = useSavedWebSocket((state) => state.dialogOpen);
  const opened = useSavedWebSocket((state) => state.opened);
  const onClose = useSavedWebSocket((state) => state.closeDialog);
  const createConnection = useWebSocketView((state) => state.createConnection);
  const collections = useCollections((state) => state.collections);
  const readOnly = useCollections((state) => state.readOnly ?? false);
  const saved = locateSaved(collections, opened);
  const resolve = useResolveVariables();
  const [form, setForm] = useState(EMPTY);
  const [auth, setAuth] = useState<Auth>(NO_AUTH);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [savingAs, setSavingAs] = useState(false);

  // Filled in once per opening, not on every change of the collections: a teammate's save must not
  // overwrite what is being typed. A request just added to a workspace is filled in when the
  // server's answer brings it.
  const filledFor = useRef<SavedWebSocketRef | null | undefined>(undefined);
  const savedRequest = saved?.request;
  useEffect(() => {
    if (!isOpen) {
      filledFor.current = undefined;
      return;
    }
    if (filledFor.current === opened || (opened && !savedRequest)) return;
    filledFor.current = opened;
    setForm(
      savedRequest
        ? {
            url: savedRequest.url,
            protocols: savedRequest.protocols.join(', '),
            headers: headerLines(savedRequest.headers),
          }
        : EMPTY,
    );
    setAuth(savedRequest?.auth ?? NO_AUTH);
    setError(undefined);
  }, [isOpen, opened, savedRequest]);

  /** The handshake's auth: the request's own, or (inherit) the one above it where it is saved. */
  const handshakeAuth = (): WebSocketAuth => {
    if (saved) return savedHandshakeAuth({ ...saved, request: { ...saved.request, auth } }, saved.collection);
    return isWebSocketAuth(auth) ? auth : { type: 'none' };
  };

  const submit = async () => {
    const headers = headerRows(form.headers);
    if (typeof headers === 'string') return setError(headers);
    let signedWith: WebSocketAuth;
    try {
      signedWith = handshakeAuth();
    } catch (thrown) {
      return setError(errorText(thrown));
    }
    setBusy(true);
    const shownBefore = useWebSocketView.getState().selectedId;
    const handshake = authorizeHandshake(
      {
        url: resolve(form.url.trim()),
        headers: Object.fromEntries(headers.map((row) => [row.key, resolve(row.value)])),
      },
      resolvedAuth(signedWith, resolve),
    );
    const failure = await createConnection({ ...handshake, protocols: parseProtocols(form.protocols) });
    setBusy(false);
    // The connection made (or refused) is the one shown now: it lists this request's saved messages.
    const connectionId = useWebSocketView.getState().selectedId;
    if (opened && connectionId && connectionId !== shownBefore) {
      useSavedWebSocket.getState().connectedFrom(connectionId, opened);
    }
    if (failure) setError(failure);
    else onClose();
  };

  /** The dialog's fields over the saved request (its messages and id kept), or a new request. */
  const requestOf = (name: string): WebSocketRequest | string => {
    const headers = headerRows(form.headers);
    if (typeof headers === 'string') return headers;
    const base = saved?.request ?? WebSocketRequestSchema.parse({ type: 'websocket', id: createId(), name });
    return {
      ...base,
      name,
      url: form.url.trim(),
      // Rows switched off by hand in a file have no line here: they stay as they were.
      headers: [...headers, ...base.headers.filter((row) => !row.enabled)],
      protocols: parseProtocols(form.protocols),
      auth,
    };
  };

  const save = (target: { collectionId: string; parentId: string | null; name: string }) => {
    const request = requestOf(target.name);
    if (typeof request === 'string') throw new ValidationError(request);
    const kept = collectionsStore.getState().saveWebSocketRequest(target.collectionId, request, target.parentId);
    useSavedWebSocket.getState().setOpened({ collectionId: target.collectionId, requestId: kept.request.id });
    void kept.kept.then((ok) => ok && toast('Request saved', 'success'));
  };

  const saveInPlace = () => {
    if (!saved || !opened) return setSavingAs(true);
    try {
      save({ collectionId: opened.collectionId, parentId: null, name: saved.request.name });
      setError(undefined);
    } catch (thrown) {
      setError(errorText(thrown));
    }
  };

  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title="Create WebSocket Connection"
      footer={
        <>
          <Button onPress={onClose}>Cancel</Button>
          {readOnly ? null : (
            <Button onPress={saveInPlace} isDisabled={form.url.trim() === ''}>
              {saved ? 'Save' : 'Save to collection'}
            </Button>
          )}
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
        {saved ? (
          <p className="websocket-saved-in muted">
            {[saved.collection.name, ...saved.folders.map((folder) => folder.name), saved.request.name].join(' / ')}
          </p>
        ) : null}
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
            types={saved ? SAVED_AUTH_TYPES : WEBSOCKET_AUTH_TYPES}
            onChange={setAuth}
            onManage={onClose}
          />
        </fieldset>
      </Form>
      <SaveToCollectionDialog
        isOpen={savingAs}
        title="Save WebSocket Request"
        initialName={form.url.trim() || 'WebSocket request'}
        onSave={save}
        onClose={() => setSavingAs(false)}
      />
    </Dialog>
  );
}
