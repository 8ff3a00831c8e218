// The message log, virtualised: only the rows in view (and a few around them) are in the page, so a
// connection with 100,000 messages scrolls and filters as one with ten. Rows differ in height (long
// text wraps), so each is measured once drawn. While the reader is at the bottom, new messages keep
// the newest in view; scrolled up, the log stays where they left it.
import type { WebSocketMessage } from '@courier/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import { MessageRow } from './MessageRow.js';

/** A one-line message with its meta line; measured rows replace the estimate. */
const ESTIMATED_ROW_PX = 58;
/** Space between two rows, as the log had before it was virtualised. */
const ROW_GAP_PX = 4;
/** Closer to the bottom than this counts as following the newest messages. */
const FOLLOW_SLACK_PX = 48;

export function MessageList({ messages }: { messages: readonly WebSocketMessage[] }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const virtualizer = useVirtualizer({
    count: messages.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_ROW_PX,
    getItemKey: (index) => messages[index]!.id,
    gap: ROW_GAP_PX,
    overscan: 8,
  });

  useEffect(() => {
    if (following.current && messages.length > 0) virtualizer.scrollToIndex(messages.length - 1, { align: 'end' });
  }, [messages.length, virtualizer]);

  return (
    <div
      ref={scrollRef}
      className="websocket-messages"
      onScroll={(event) => {
        const { scrollTop, scrollHeight, clientHeight } = event.currentTarget;
        following.current = scrollHeight - scrollTop - clientHeight < FOLLOW_SLACK_PX;
      }}
    >
      <ol aria-label="Messages" aria-rowcount={messages.length} style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => (
          <MessageRow
            key={item.key}
            ref={virtualizer.measureElement}
            index={item.index}
            top={item.start}
            message={messages[item.index]!}
          />
        ))}
      </ol>
    </div>
  );
}
