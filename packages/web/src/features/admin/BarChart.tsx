// A small horizontal bar chart in SVG for the dashboard's counts; the numbers stay readable as text
// and the whole chart is described for screen readers.
export interface Bar {
  label: string;
  value: number;
  /** A colour token: --color-{tone}. */
  tone: 'primary' | 'success' | 'warning' | 'danger' | 'muted';
}

const ROW_HEIGHT = 24;
const LABEL_WIDTH = 84;
const VALUE_WIDTH = 40;
const WIDTH = 320;

export function BarChart({ title, bars }: { title: string; bars: readonly Bar[] }) {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const track = WIDTH - LABEL_WIDTH - VALUE_WIDTH;
  const description = `${title}: ${bars.map((bar) => `${bar.label} ${bar.value}`).join(', ')}`;
  return (
    <figure className="admin-chart">
      <figcaption className="admin-chart-title">{title}</figcaption>
      <svg
        role="img"
        aria-label={description}
        viewBox={`0 0 ${WIDTH} ${bars.length * ROW_HEIGHT}`}
        width={WIDTH}
        height={bars.length * ROW_HEIGHT}
      >
        {bars.map((bar, index) => {
          const y = index * ROW_HEIGHT;
          const width = (bar.value / max) * track;
          return (
            <g key={bar.label}>
              <text x={0} y={y + 16} className="admin-chart-label">
                {bar.label}
              </text>
              <rect x={LABEL_WIDTH} y={y + 5} width={track} height={14} rx={3} className="admin-chart-track" />
              <rect
                x={LABEL_WIDTH}
                y={y + 5}
                width={width}
                height={14}
                rx={3}
                style={{ fill: `var(--color-${bar.tone})` }}
              />
              <text x={WIDTH} y={y + 16} textAnchor="end" className="admin-chart-value">
                {bar.value}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
