import type { LogEntry } from '@courier/core';

/** Pre-request logs and console output of the scripts. */
export function LogsView({ title, logs }: { title: string; logs: readonly LogEntry[] }) {
  if (logs.length === 0) return null;
  return (
    <section className="logs-view" aria-label={title}>
      <h3 className="logs-title">{title}</h3>
      <ol className="logs-list mono">
        {logs.map((log, index) => (
          <li key={index} className={`log-${log.level}`}>
            <span className="log-level">{log.level}</span>
            <span className="log-message">{log.message}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
