import type { LiveStatus } from '../../lib/live/liveEvent.js';

const LABELS: Record<LiveStatus, string> = {
  idle: 'Offline',
  connecting: 'Connecting…',
  live: 'Live',
  reconnecting: 'Reconnecting…',
};

/** Whether changes made by others arrive right now. */
export function LiveIndicator({ status }: { status: LiveStatus }) {
  return (
    <span className="live-dot" data-status={status} role="status" aria-label={`Live updates: ${LABELS[status]}`}>
      {LABELS[status]}
    </span>
  );
}
