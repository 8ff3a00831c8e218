// One connection: its URL and handshake, the message history with Auto-refresh, and — only while
// connected — the send bar. The history can be searched by direction, type and text.
import type { WebSocketConnection } from '@courier/core';
import { useMemo, useState } from 'react';
import { filterMessages, NO_FILTER, type MessageFilter } from './messageFilter.js';
import { MessageList } from './MessageList.js';
import { SavedMessages } from './SavedMessages.js';
import { useSavedWebSocket } from './savedWebSocketStore.js';
import { SendBar } from './SendBar.js';
import { useSavedMessages } from './useSavedMessages.js';
import { WEBSOCKET_TEXT } from './websocketMessages.js';
import { useWebSocketView } from './websocketStore.js';

export function ConnectionDetail({ connection }: { connection: WebSocketConnection }) {
  const messages = useWebSocketView((state) => state.messages);
  const autoRefresh = useWebSocketView((state) => state.autoRefresh);
  const setAutoRefresh = useWebSocketView((state) => state.setAutoRefresh);
  const [filter, setFilter] = useState<MessageFilter>(NO_FILTER);
  const saved = useSavedMessages(useSavedWebSocket((state) => state.sources[connection.id]));
  const connected = connection.status === 'connected';
  const shown = useMemo(() => filterMessages(messages, filter), [messages, filter]);
  const { handshake } = connection;

  return (
    <div className="websocket-pane">
      <div className="websocket-pane-head">
        <div>
          <div className="mono websocket-url">{connection.url}</div>
          <div className="collab-card-meta">
            <span className="websocket-status" data-status={connection.status}>
              {connection.status}
            </span>
            {connection.protocol ? <span>protocol {connection.protocol}</span> : null}
            <span>average latency {connection.stats.averageLatency} ms</span>
            {connection.droppedCount > 0 ? <span>{connection.droppedCount} older messages not kept</span> : null}
          </div>
          {connection.error ? (
            <p className="collab-form-error" role="alert">
              {connection.error}
            </p>
          ) : null}
        </div>
        <label className="checkbox">
          <input type="checkbox" checked={autoRefresh} onChange={(event) => setAutoRefresh(event.target.checked)} />
          Auto-refresh
        </label>
      </div>
      <details className="websocket-handshake">
        <summary>
          Handshake{handshake.response ? ` · ${handshake.response.status} ${handshake.response.statusText}` : ''}
        </summary>
        <pre className="mono">
          {[
            `${handshake.request.method} ${handshake.request.url}`,
            ...Object.entries(handshake.request.headers).map(([name, value]) => `${name}: ${value}`),
            ...(handshake.response
              ? [
                  '',
                  `${handshake.response.status} ${handshake.response.statusText}`,
                  ...Object.entries(handshake.response.headers).map(([name, value]) => `${name}: ${value}`),
                  ...(handshake.response.body ? ['', handshake.response.body] : []),
                ]
              : []),
          ].join('\n')}
        </pre>
      </details>
      {messages.length > 0 ? (
        <div className="websocket-filter" role="search">
          <input
            className="input"
            type="search"
            aria-label="Search messages"
            placeholder="Search messages"
            value={filter.text}
            onChange={(event) => setFilter({ ...filter, text: event.target.value })}
          />
          <select
            className="select"
            aria-label="Direction"
            value={filter.direction}
            onChange={(event) => setFilter({ ...filter, direction: event.target.value as MessageFilter['direction'] })}
          >
            {['all', 'sent', 'received', 'system'].map((direction) => (
              <option key={direction} value={direction}>
                {direction === 'all' ? 'All directions' : direction}
              </option>
            ))}
          </select>
          <select
            className="select"
            aria-label="Type"
            value={filter.type}
            onChange={(event) => setFilter({ ...filter, type: event.target.value as MessageFilter['type'] })}
          >
            {['all', 'message', 'binary', 'ping', 'pong', 'system', 'error'].map((type) => (
              <option key={type} value={type}>
                {type === 'all' ? 'All types' : type}
              </option>
            ))}
          </select>
          <span className="muted" aria-live="polite">
            {shown.length} of {messages.length}
          </span>
        </div>
      ) : null}
      {messages.length === 0 ? (
        <p className="muted websocket-empty">{WEBSOCKET_TEXT.noMessages}</p>
      ) : (
        <MessageList messages={shown} />
      )}
      <SavedMessages saved={saved} connected={connected} />
      {connected ? <SendBar onSave={saved.canChange ? saved.add : undefined} /> : null}
    </div>
  );
}
