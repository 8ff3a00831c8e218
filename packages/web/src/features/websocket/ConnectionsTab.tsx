// The connection list (host, status badge, message count, close and delete) beside the selected
// connection's detail.
import type { WebSocketConnection } from '@courier/core';
import { Plus, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../ui/Button.js';
import { ConfirmDialog } from '../../ui/ConfirmDialog.js';
import { ConnectionDetail } from './ConnectionDetail.js';
import { WEBSOCKET_TEXT } from './websocketMessages.js';
import { useWebSocketView } from './websocketStore.js';

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

export function ConnectionsTab({ onCreate }: { onCreate: () => void }) {
  const connections = useWebSocketView((state) => state.connections);
  const selectedId = useWebSocketView((state) => state.selectedId);
  const select = useWebSocketView((state) => state.select);
  const closeConnection = useWebSocketView((state) => state.closeConnection);
  const deleteConnection = useWebSocketView((state) => state.deleteConnection);
  const selected = connections.find((connection) => connection.id === selectedId);
  const [deleting, setDeleting] = useState<WebSocketConnection | null>(null);

  if (connections.length === 0) {
    return (
      <div className="collab-empty">
        <h2>{WEBSOCKET_TEXT.noConnections}</h2>
        <p>The server opens the connection for you, so it can send any handshake header or subprotocol.</p>
        <Button variant="primary" icon={<Plus size={16} />} onPress={onCreate}>
          New Connection
        </Button>
      </div>
    );
  }

  return (
    <div className="websocket-layout">
      <ul className="websocket-list" aria-label="WebSocket connections">
        {connections.map((connection: WebSocketConnection) => (
          <li key={connection.id} className="collab-card" data-selected={connection.id === selectedId}>
            <button type="button" className="websocket-select" onClick={() => void select(connection.id)}>
              <span className="collab-card-name">{hostOf(connection.url)}</span>
              <span className="collab-card-meta">
                <span className="websocket-status" data-status={connection.status}>
                  {connection.status}
                </span>
                <span>
                  {connection.messageCount} {connection.messageCount === 1 ? 'message' : 'messages'}
                </span>
              </span>
            </button>
            <span className="collab-card-actions">
              {connection.status === 'connected' ? (
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Close ${hostOf(connection.url)}`}
                  icon={<X size={14} />}
                  onPress={() => void closeConnection(connection.id)}
                />
              ) : null}
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Delete ${hostOf(connection.url)}`}
                icon={<Trash2 size={14} />}
                onPress={() => setDeleting(connection)}
              />
            </span>
          </li>
        ))}
      </ul>
      <div className="websocket-detail">
        {selected ? (
          <ConnectionDetail key={selected.id} connection={selected} />
        ) : (
          <p className="collab-empty">{WEBSOCKET_TEXT.selectConnection}</p>
        )}
      </div>
      <ConfirmDialog
        isOpen={deleting !== null}
        message={deleting ? WEBSOCKET_TEXT.confirmDelete(hostOf(deleting.url), deleting.messageCount) : ''}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) void deleteConnection(deleting.id);
          setDeleting(null);
        }}
      />
    </div>
  );
}
