// One message of the log: direction, type, time, size, the pong's round trip, and its content —
// received binary as a hex dump with a download of its bytes.
import { bytesFromText, type WebSocketMessage } from '@courier/core';
import { Download } from 'lucide-react';
import type { Ref } from 'react';
import { Button } from '../../ui/Button.js';
import { download } from '../response/bodyFile.js';

const timeOf = (timestamp: string) => new Date(timestamp).toLocaleTimeString();
/** Received binary reads as a hex dump, two digits a byte. */
const hexDump = (hex: string) => hex.replace(/(..)/g, '$1 ').trim();

export interface MessageRowProps {
  message: WebSocketMessage;
  /** Its place in the shown log, which the virtualiser measures it by. */
  index: number;
  /** Offset from the top of the log, in px. */
  top: number;
  ref: Ref<HTMLLIElement>;
}

export function MessageRow({ message, index, top, ref }: MessageRowProps) {
  return (
    <li
      ref={ref}
      data-index={index}
      className="log-row websocket-message"
      data-direction={message.direction}
      data-type={message.type}
      style={{ transform: `translateY(${top}px)` }}
    >
      <span className="websocket-message-meta">
        <span>{message.direction}</span>
        <span>{message.binary ? 'binary' : message.type}</span>
        <span>{timeOf(message.timestamp)}</span>
        <span>{message.size} B</span>
        {message.roundTripMs !== undefined ? <span>{message.roundTripMs} ms</span> : null}
        {message.binary ? (
          <Button
            size="sm"
            variant="ghost"
            icon={<Download size={12} />}
            aria-label="Download binary message"
            onPress={() =>
              download({
                blob: new Blob([bytesFromText(message.content, 'hex').slice()], { type: 'application/octet-stream' }),
                name: `message-${message.id.slice(0, 8)}.bin`,
              })
            }
          />
        ) : null}
      </span>
      <span className="websocket-message-content mono">
        {message.binary ? hexDump(message.content) : message.content}
      </span>
    </li>
  );
}
