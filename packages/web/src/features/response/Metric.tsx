import { statusClass } from './formatBody.js';

/** One figure of a response's summary line: Status, Time, Size. */
export function Metric({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <span className="metric">
      <span className="metric-label">{label}</span>
      <span className={`metric-value ${className ?? ''}`}>{value}</span>
    </span>
  );
}

/** The status figure, coloured by its class (2xx, 4xx …). */
export function StatusMetric({ code, text }: { code: number; text: string }) {
  return <Metric label="Status" value={`${code} ${text}`.trim()} className={statusClass(code)} />;
}
