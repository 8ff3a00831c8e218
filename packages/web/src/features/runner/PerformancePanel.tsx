// Performance Mode's view: response-time percentiles and core's response-time chart.
import { responseTimeChart, responseTimeStats, type RequestResult } from '@courier/core';
import { useMemo } from 'react';

const FIGURES = ['min', 'avg', 'p50', 'p90', 'p99', 'max'] as const;

export function PerformancePanel({ results }: { results: readonly RequestResult[] }) {
  const stats = useMemo(() => responseTimeStats(results.map((result) => result.responseTime)), [results]);
  // The chart is the HTML report's (core/report/chart.ts): names are escaped there, bars bucketed.
  const chart = useMemo(() => responseTimeChart(results), [results]);
  return (
    <section className="runner-performance" aria-label="Response times">
      <dl className="runner-tiles runner-percentiles">
        {FIGURES.map((figure) => (
          <div key={figure} className="runner-tile">
            <dt>{figure}</dt>
            <dd>{stats ? `${Math.round(stats[figure])} ms` : '—'}</dd>
          </div>
        ))}
      </dl>
      {chart ? <div className="runner-chart" dangerouslySetInnerHTML={{ __html: chart }} /> : null}
    </section>
  );
}
