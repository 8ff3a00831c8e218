/** One figure of a summary line: a response's Status, Time and Size, a subscription's Events. */
export function Metric({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <span className="metric">
      <span className="metric-label">{label}</span>
      <span className={`metric-value ${className ?? ''}`}>{value}</span>
    </span>
  );
}
