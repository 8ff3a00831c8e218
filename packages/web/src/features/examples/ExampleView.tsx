// A saved example's tab in the workbench, opened from under its request in the sidebar. Its request part
// (method, URL, headers, body) above, its response part (status, body in the response's viewer,
// headers) below; Edit changes the name and the response part, saved with the request.
import { readExample, type SavedExample } from '@courier/core';
import { Pencil, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '../../ui/Button.js';
import { ConfirmDialog } from '../../ui/ConfirmDialog.js';
import { Tabs } from '../../ui/Tabs.js';
import { MethodBadge } from '../collections/MethodBadge.js';
import { openRequest } from '../collections/openRequest.js';
import { useCollections } from '../collections/useCollections.js';
import { BodyView } from '../response/BodyView.js';
import { HeadersView } from '../response/HeadersView.js';
import { StatusMetric } from '../response/StatusMetric.js';
import '../response/response.css';
import { deleteExample } from './exampleActions.js';
import { savedRequestAt } from './exampleEdits.js';
import { ExampleEditor } from './ExampleEditor.js';
import './examples.css';
import { useExampleTabs } from './exampleTabs.js';

export function ExampleView() {
  const at = useExampleTabs((state) => state.active);
  const collections = useCollections((state) => state.collections);
  const readOnly = useCollections((state) => state.readOnly ?? false);
  const request = at ? savedRequestAt(collections, at.collectionId, at.requestId) : undefined;
  const stored = at ? request?.examples?.[at.index] : undefined;
  const example = useMemo(() => (stored && at ? readExample(stored, at.index) : undefined), [stored, at]);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);

  if (!at || !request || !example) {
    return (
      <div className="empty-state">
        <p>No example open</p>
        <p className="muted">Send a saved request, choose Save as example, then open it under the request.</p>
      </div>
    );
  }
  return (
    <section className="example-view" aria-label={`Example ${example.name}`}>
      <header className="example-head">
        <h2 className="example-title">{example.name}</h2>
        <span className="muted">example of</span>
        <Button variant="ghost" size="sm" onPress={() => openRequest(at.collectionId, request)}>
          {request.name}
        </Button>
        <span className="example-head-actions">
          {readOnly || editing ? null : (
            <>
              <Button size="sm" onPress={() => setEditing(true)} icon={<Pencil size={14} />}>
                Edit
              </Button>
              <Button size="sm" variant="ghost" onPress={() => setConfirming(true)} icon={<Trash2 size={14} />}>
                Delete
              </Button>
            </>
          )}
        </span>
      </header>
      <ExampleRequestPart example={example} />
      {editing ? (
        <ExampleEditor key={`${at.requestId}/${at.index}`} at={at} example={example} onDone={() => setEditing(false)} />
      ) : (
        <ExampleResponsePart key={`${at.requestId}/${at.index}`} example={example} />
      )}
      <ConfirmDialog
        isOpen={confirming}
        message="Are you sure you want to delete this example?"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          deleteExample(at);
        }}
      />
    </section>
  );
}

function requestBodyText(example: SavedExample): string {
  const { body } = example.request;
  switch (body.mode) {
    case 'raw':
      return body.raw;
    case 'urlencoded':
      return body.urlencoded.map((row) => `${row.key}=${row.value}`).join('&');
    case 'graphql':
      return body.query;
    default:
      return '';
  }
}

function ExampleRequestPart({ example }: { example: SavedExample }) {
  const [tab, setTab] = useState('headers');
  const headers = example.request.headers
    .filter((row) => row.enabled)
    .map((row) => ({ name: row.key, value: row.value }));
  const body = requestBodyText(example);
  return (
    <section className="example-request" aria-label="Example request">
      <p className="example-url">
        <MethodBadge method={example.request.method} />
        <span className="mono">{example.request.url}</span>
      </p>
      <Tabs
        label="Example request"
        selected={tab}
        onSelect={setTab}
        items={[
          { id: 'headers', label: 'Headers', content: <HeadersView headers={headers} emptyText="No headers" /> },
          {
            id: 'body',
            label: 'Body',
            content: body ? (
              <pre className="example-request-body mono">{body}</pre>
            ) : (
              <p className="empty-state">No body</p>
            ),
          },
        ]}
      />
    </section>
  );
}

function ExampleResponsePart({ example }: { example: SavedExample }) {
  const [tab, setTab] = useState('body');
  const [pretty, setPretty] = useState(true);
  return (
    <section className="response example-response" aria-label="Example response">
      <div className="response-meta">
        <StatusMetric code={example.code} text={example.status} />
      </div>
      <Tabs
        label="Example response"
        className="response-tabs"
        selected={tab}
        onSelect={setTab}
        items={[
          {
            id: 'body',
            label: 'Response Body',
            content:
              example.body === '' ? (
                <p className="empty-state">No response body</p>
              ) : (
                <BodyView body={example.body} pretty={pretty} onPrettyChange={setPretty} />
              ),
          },
          {
            id: 'headers',
            label: (
              <>
                Headers <span className="tab-count">{example.headers.length}</span>
              </>
            ),
            content: <HeadersView headers={example.headers} />,
          },
        ]}
      />
    </section>
  );
}
