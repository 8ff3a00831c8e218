// A moment as activity lists show it: how long ago, with the exact date and time on hover and in the
// markup for assistive technology.
import { relativeTime } from './relativeTime.js';

export interface TimeAgoProps {
  /** An ISO timestamp. */
  at: string;
  /** The clock to count from; the lists pass one that turns over, so "Just now" becomes minutes. */
  now?: number;
  className?: string;
}

export function TimeAgo({ at, now, className }: TimeAgoProps) {
  return (
    <time className={className} dateTime={at} title={new Date(at).toLocaleString()}>
      {relativeTime(at, now)}
    </time>
  );
}
