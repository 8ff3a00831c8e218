// One Server-Sent Event of the list: when it arrived, its name and id, and its data — pretty when
// the data is JSON.
import type { ServerSentEvent } from '@courier/core';
import type { Ref } from 'react';
import { prettyJson } from './formatBody.js';

const two = (value: number) => String(value).padStart(2, '0');

/** 14:03:07.042: events come faster than a second apart, so the milliseconds matter. */
function arrivalTime(receivedAt: number): string {
  const at = new Date(receivedAt);
  return `${two(at.getHours())}:${two(at.getMinutes())}:${two(at.getSeconds())}.${String(at.getMilliseconds()).padStart(3, '0')}`;
}

export interface EventRowProps {
  event: ServerSentEvent;
  /** Its place in the list, which the virtualiser measures it by. */
  index: number;
  /** Offset from the top of the list, in px. */
  top: number;
  ref: Ref<HTMLLIElement>;
}

export function EventRow({ event, index, top, ref }: EventRowProps) {
  const pretty = prettyJson(event.data);
  return (
    <li ref={ref} data-index={index} className="log-row event-row" style={{ transform: `translateY(${top}px)` }}>
      <span className="event-row-meta">
        <time className="mono">{arrivalTime(event.receivedAt)}</time>
        <span className="event-row-name">{event.event}</span>
        {event.id !== undefined ? <span className="mono muted">id {event.id}</span> : null}
      </span>
      <pre className="event-row-data mono" data-json={pretty !== undefined ? '' : undefined}>
        {pretty ?? event.data}
      </pre>
    </li>
  );
}
