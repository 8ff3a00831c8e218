import type { ContrastCheck } from './contrastChecks.js';

/** The contrast of every pair the workbench paints, as applied, naming any colour the theme adjusted. */
export function ContrastList({ checks }: { checks: readonly ContrastCheck[] }) {
  return (
    <section aria-label="Contrast" className="theme-contrast">
      <h3>Contrast</h3>
      <ul>
        {checks.map(({ label, token, applied, adjustedFrom, ratio, required }) => (
          <li key={token} data-passes={ratio >= required}>
            <span className="theme-swatch" style={{ background: applied }} aria-hidden="true" />
            {label}: {ratio.toFixed(2)}:1 <span className="mono">{applied}</span>
            {adjustedFrom ? <span className="muted"> (adjusted from {adjustedFrom})</span> : null}
            {ratio < required ? ` — below ${required}:1` : ''}
          </li>
        ))}
      </ul>
    </section>
  );
}
