// The user's relay figures: connections, how many are open, messages, data in KB and errors.
import { formatKilobytes } from '@courier/core';
import { useWebSocketView } from './websocketStore.js';

export function StatisticsTab() {
  const stats = useWebSocketView((state) => state.stats);
  if (!stats) return <p className="muted">Loading…</p>;
  const figures: Array<[string, string | number]> = [
    ['Total connections', stats.totalConnections],
    ['Active connections', stats.activeConnections],
    ['Total messages', stats.totalMessages],
    ['Total data', formatKilobytes(stats.totalBytes)],
    ['Total errors', stats.totalErrors],
  ];
  return (
    <dl className="websocket-stats">
      {figures.map(([label, value]) => (
        <div key={label} className="collab-card">
          <dt className="collab-card-text">{label}</dt>
          <dd className="collab-figure-value">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
