// A `text/event-stream` response as a list of events: live while the stream is open (with Stop),
// and kept with its total once it ended. Loaded with the first event stream (lazy in ResponsePanel).
// The list is virtualised like the WebSocket log: only the rows in view are drawn, rows are
// measured once drawn (JSON data is several lines), and new events keep the newest in view while
// the reader is at the bottom; scrolled up, the list stays where they left it.
import type { EventStreamEnding, ServerSentEvent } from '@courier/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Square } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../ui/Button.js';
import { plural } from '../shared/plural.js';
import { EventRow } from './EventRow.js';
import '../shared/collab.css';
import './eventStream.css';

/** A one-line event with its meta line; measured rows replace the estimate. */
const ESTIMATED_ROW_PX = 52;
const ROW_GAP_PX = 4;
/** Closer to the bottom than this counts as following the newest events. */
const FOLLOW_SLACK_PX = 48;

/** How the stream ended, in the words the summary shows. */
const ENDINGS: Record<EventStreamEnding, string> = {
  server: 'The server ended the stream',
  stopped: 'Stopped',
  timeout: 'Ended at the request timeout',
  idle: 'Ended after the idle timeout',
  limit: 'Ended at the response size limit',
};

export interface EventStreamViewProps {
  events: readonly ServerSentEvent[];
  /** Unset while the stream is open. */
  endedBy?: EventStreamEnding;
  /** Ends the open stream, keeping its events. */
  onStop?: () => void;
}

export default function EventStreamView({ events, endedBy, onStop }: EventStreamViewProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const virtualizer = useVirtualizer({
    count: events.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_ROW_PX,
    gap: ROW_GAP_PX,
    overscan: 8,
  });

  useEffect(() => {
    if (following.current && events.length > 0) virtualizer.scrollToIndex(events.length - 1, { align: 'end' });
  }, [events.length, virtualizer]);

  const live = endedBy === undefined;
  return (
    <div className="event-stream">
      <div className="event-stream-bar">
        {live ? (
          <span className="live-dot" data-status="live" role="status">
            Receiving events
          </span>
        ) : null}
        <span className="event-stream-total" aria-live="polite">
          {plural(events.length, 'event')}
          {endedBy ? ` · ${ENDINGS[endedBy]}` : ''}
        </span>
        {live && onStop ? (
          <Button size="sm" onPress={onStop} icon={<Square size={12} />}>
            Stop
          </Button>
        ) : null}
      </div>
      {events.length === 0 ? (
        <p className="empty-state">{live ? 'Waiting for the first event…' : 'No events arrived'}</p>
      ) : (
        <div
          ref={scrollRef}
          className="event-stream-list"
          onScroll={(event) => {
            const { scrollTop, scrollHeight, clientHeight } = event.currentTarget;
            following.current = scrollHeight - scrollTop - clientHeight < FOLLOW_SLACK_PX;
          }}
        >
          <ol aria-label="Events" aria-rowcount={events.length} style={{ height: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((item) => (
              <EventRow
                key={item.key}
                ref={virtualizer.measureElement}
                index={item.index}
                top={item.start}
                event={events[item.index]!}
              />
            ))}
          </ol>
        </div>
      )}
    </div>
  );
}
