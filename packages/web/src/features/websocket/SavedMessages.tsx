// The saved messages of the WebSocket request a connection was opened from: each sent with one
// click while connected, {{variables}} filled in as the send bar does.
import type { SavedWebSocketMessage } from '@courier/core';
import { SendHorizontal, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../ui/Button.js';
import { useResolveVariables } from './useResolveVariables.js';
import type { useSavedMessages } from './useSavedMessages.js';
import { useWebSocketView } from './websocketStore.js';

const kindOf = (message: SavedWebSocketMessage) =>
  message.type === 'binary' ? `binary · ${message.encoding ?? 'hex'}` : 'text';

export function SavedMessages({
  saved,
  connected,
}: {
  saved: ReturnType<typeof useSavedMessages>;
  connected: boolean;
}) {
  const send = useWebSocketView((state) => state.send);
  const resolve = useResolveVariables();
  const [error, setError] = useState<string>();
  const request = saved.request;
  if (!request) return null;

  const sendSaved = async (message: SavedWebSocketMessage) => {
    setError(
      await send({
        message: resolve(message.body),
        messageType: message.type,
        encoding: message.encoding ?? 'hex',
      }),
    );
  };

  return (
    <section className="websocket-saved" aria-label="Saved messages">
      <h2 className="websocket-saved-title">
        Saved messages <span className="tab-count">{request.messages.length}</span>
      </h2>
      {error ? (
        <p className="collab-form-error" role="alert">
          {error}
        </p>
      ) : null}
      {request.messages.length === 0 ? (
        <p className="muted">No saved messages yet. Write one below and choose Save message.</p>
      ) : (
        <ul className="websocket-saved-list">
          {request.messages.map((message) => (
            <li key={message.id} className="websocket-saved-row">
              <span className="websocket-saved-name">{message.name}</span>
              <span className="muted websocket-saved-kind">{kindOf(message)}</span>
              <span className="mono websocket-saved-body" title={message.body}>
                {message.body}
              </span>
              <Button
                size="sm"
                icon={<SendHorizontal size={14} />}
                aria-label={`Send ${message.name}`}
                isDisabled={!connected}
                onPress={() => void sendSaved(message)}
              >
                Send
              </Button>
              {saved.canChange ? (
                <Button
                  size="sm"
                  variant="ghost"
                  icon={<Trash2 size={14} />}
                  aria-label={`Delete ${message.name}`}
                  onPress={() => saved.remove(message.id)}
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
