// The average response time of each of the last 24 hours as a small line chart. The figures are
// also a table, so a screen reader (or anyone) can read them exactly.
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { formatDuration } from '../shared/formatDuration.js';
import { chartGeometry, type SeriesBucket } from './chartGeometry.js';

const HEIGHT = 160;
const PAD = { top: 10, right: 12, bottom: 22, left: 52 };

const hourOf = (start: string) => new Date(start).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

export function ResponseTimeChart({ series }: { series: readonly SeriesBucket[] }) {
  const id = useId();
  // Drawn at the width it is shown at, so its labels keep the size of the text around them.
  const frame = useRef<HTMLElement>(null);
  const [width, setWidth] = useState(600);
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setWidth(Math.max(240, element.clientWidth - 2 * 12)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const plotWidth = width - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const { points, path, ceiling } = chartGeometry(series, plotWidth, plotHeight);
  const busiest = series.filter((bucket) => bucket.requestCount > 0);
  const description =
    busiest.length === 0
      ? 'No requests in the last 24 hours.'
      : `Average response time per hour over the last 24 hours, between ${formatDuration(
          Math.min(...busiest.map((bucket) => bucket.averageResponseTime)),
        )} and ${formatDuration(Math.max(...busiest.map((bucket) => bucket.averageResponseTime)))}.`;
  const labelled = series.filter((_, index) => index % 6 === 0 || index === series.length - 1);
  return (
    <figure ref={frame} className="analysis-chart">
      <svg
        width={width}
        height={HEIGHT}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
      >
        <title id={`${id}-title`}>Response time, last 24 hours</title>
        <desc id={`${id}-desc`}>{description}</desc>
        <g transform={`translate(${PAD.left} ${PAD.top})`}>
          {[0, 0.5, 1].map((fraction) => (
            <g key={fraction} className="analysis-chart-grid">
              <line x1={0} x2={plotWidth} y1={plotHeight * (1 - fraction)} y2={plotHeight * (1 - fraction)} />
              <text x={-6} y={plotHeight * (1 - fraction)} textAnchor="end" dominantBaseline="middle">
                {formatDuration(ceiling * fraction)}
              </text>
            </g>
          ))}
          {labelled.map((bucket) => {
            const index = series.indexOf(bucket);
            const x = series.length > 1 ? (index * plotWidth) / (series.length - 1) : 0;
            return (
              <text
                key={bucket.start}
                className="analysis-chart-axis"
                x={x}
                y={plotHeight + 16}
                textAnchor={index === series.length - 1 ? 'end' : index === 0 ? 'start' : 'middle'}
              >
                {hourOf(bucket.start)}
              </text>
            );
          })}
          <path className="analysis-chart-line" d={path} />
          {points.map((point) => (
            <circle key={point.bucket.start} className="analysis-chart-point" cx={point.x} cy={point.y} r={2.5} />
          ))}
        </g>
      </svg>
      <details className="analysis-chart-table">
        <summary className="muted">Figures per hour</summary>
        <table className="analysis-table">
          <thead>
            <tr>
              <th scope="col">Hour</th>
              <th scope="col">Requests</th>
              <th scope="col">Average response time</th>
            </tr>
          </thead>
          <tbody>
            {busiest.map((bucket) => (
              <tr key={bucket.start}>
                <td>{hourOf(bucket.start)}</td>
                <td>{bucket.requestCount}</td>
                <td>{formatDuration(bucket.averageResponseTime)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
