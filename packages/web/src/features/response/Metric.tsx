/** One figure of a response's summary line: Status, Time, Size. */
export function Metric({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <span className="metric">
      <span className="metric-label">{label}</span>
      <span className={`metric-value ${className ?? ''}`}>{value}</span>
    </span>
  );
}
