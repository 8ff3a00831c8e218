// The send bar: text, binary (hex or base64) or ping, sent on Enter, with {{variables}} filled in.
// On a connection opened from a saved WebSocket request, what is written can be kept as a saved
// message (as written, {{variables}} and all).
import {
  ValidationError,
  WEBSOCKET_BINARY_ENCODINGS,
  WEBSOCKET_MESSAGE_TYPES,
  type WebSocketBinaryEncoding,
  type WebSocketSendType,
} from '@courier/core';
import { BookmarkPlus, SendHorizontal } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../ui/Button.js';
import { NameDialog } from '../collections/NameDialog.js';
import type { NewSavedMessage } from './useSavedMessages.js';
import { useResolveVariables } from './useResolveVariables.js';
import { useWebSocketView } from './websocketStore.js';

/** A saved message's first name: the start of what it says. */
const NAME_LENGTH = 40;

export function SendBar({ onSave }: { onSave?: ((message: NewSavedMessage) => void) | undefined }) {
  const send = useWebSocketView((state) => state.send);
  const resolve = useResolveVariables();
  const [messageType, setMessageType] = useState<WebSocketSendType>('text');
  const [encoding, setEncoding] = useState<WebSocketBinaryEncoding>('hex');
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [naming, setNaming] = useState(false);

  const submit = async () => {
    if (text === '') return;
    const failure = await send({ message: resolve(text), messageType, encoding });
    setError(failure);
    if (!failure) setText('');
  };

  return (
    <div className="websocket-send">
      {error ? (
        <p className="collab-form-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="websocket-send-row">
        <select
          className="select"
          aria-label="Message type"
          value={messageType}
          onChange={(event) => setMessageType(event.target.value as WebSocketSendType)}
        >
          {WEBSOCKET_MESSAGE_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
        {messageType === 'binary' ? (
          <select
            className="select"
            aria-label="Binary encoding"
            value={encoding}
            onChange={(event) => setEncoding(event.target.value as WebSocketBinaryEncoding)}
          >
            {WEBSOCKET_BINARY_ENCODINGS.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        ) : null}
        <input
          className="input mono"
          aria-label="Message"
          value={text}
          placeholder={messageType === 'binary' ? (encoding === 'hex' ? 'de ad be ef' : '3q2+7w==') : 'Message'}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void submit();
            }
          }}
        />
        <Button
          variant="primary"
          icon={<SendHorizontal size={16} />}
          onPress={() => void submit()}
          isDisabled={text === ''}
        >
          Send
        </Button>
        {onSave ? (
          <Button
            icon={<BookmarkPlus size={16} />}
            onPress={() => setNaming(true)}
            isDisabled={text === '' || messageType === 'ping'}
          >
            Save message
          </Button>
        ) : null}
      </div>
      <NameDialog
        isOpen={naming}
        title="Save Message"
        label="Message name"
        submitLabel="Save"
        initialName={text.trim().slice(0, NAME_LENGTH)}
        onSubmit={(name) => {
          if (messageType === 'ping' || !name.trim()) throw new ValidationError('Message name is required');
          onSave?.({
            name: name.trim(),
            type: messageType,
            ...(messageType === 'binary' && { encoding }),
            body: text,
          });
        }}
        onClose={() => setNaming(false)}
      />
    </div>
  );
}
