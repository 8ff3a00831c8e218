// The send bar: text, binary (hex or base64) or ping, sent on Enter, with {{variables}} filled in.
import {
  WEBSOCKET_BINARY_ENCODINGS,
  WEBSOCKET_MESSAGE_TYPES,
  type WebSocketBinaryEncoding,
  type WebSocketSendType,
} from '@courier/core';
import { SendHorizontal } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../ui/Button.js';
import { useResolveVariables } from './useResolveVariables.js';
import { useWebSocketView } from './websocketStore.js';

export function SendBar() {
  const send = useWebSocketView((state) => state.send);
  const resolve = useResolveVariables();
  const [messageType, setMessageType] = useState<WebSocketSendType>('text');
  const [encoding, setEncoding] = useState<WebSocketBinaryEncoding>('hex');
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();

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
      </div>
    </div>
  );
}
