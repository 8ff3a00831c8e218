// The run's totals, live while running, and its exports.
import { summarize, type RunSummary as Summary } from '@courier/core';
import { Download } from 'lucide-react';
import { useMemo } from 'react';
import { Button } from '../../ui/Button.js';
import { downloadFile } from '../../lib/downloadFile.js';
import { RUN_EXPORT_FORMATS, runReportFile } from './runReportFile.js';
import type { RunView } from './runnerStore.js';

const STATUS_LABEL: Record<RunView['status'], string> = {
  running: 'Running',
  completed: 'Completed',
  stopped: 'Stopped',
  errored: 'Errored',
};

export function RunSummary({ run }: { run: RunView }) {
  // While running, the totals so far; the wall-clock figures come with the final summary.
  const summary: Summary = useMemo(() => run.result?.summary ?? summarize(run.results, 0), [run.result, run.results]);
  const { requests, performance } = summary;
  const final = run.result !== undefined;
  const tiles: Array<[string, string, string?]> = [
    ['Total', String(requests.total)],
    ['Passed', String(requests.passed), 'pass'],
    ['Failed', String(requests.failed), requests.failed > 0 ? 'fail' : undefined],
    ['Pass rate', `${requests.passRate}%`],
    ['Total time', final ? `${performance.totalTime} ms` : '…'],
    ['Avg response time', `${performance.avgResponseTime} ms`],
    ['Requests per second', final ? String(performance.requestsPerSecond) : '…'],
  ];
  return (
    <section className="runner-summary" aria-label="Run summary">
      <header className="runner-summary-head">
        <h2 className="runner-title">{run.collectionName}</h2>
        <span className={`runner-status runner-status-${run.status}`} data-testid="run-status">
          {STATUS_LABEL[run.status]}
        </span>
        <span className="muted">
          {run.mode === 'parallel' ? 'Parallel' : 'Sequential'}
          {run.performanceMode ? ' · Performance Mode' : ''}
        </span>
        <span className="runner-spacer" />
        {run.result
          ? RUN_EXPORT_FORMATS.map((format) => (
              <Button
                key={format}
                size="sm"
                icon={<Download size={14} />}
                aria-label={`Export ${format.toUpperCase()}`}
                onPress={() => run.result && downloadFile(runReportFile(format, run.result))}
              >
                {format.toUpperCase()}
              </Button>
            ))
          : null}
      </header>
      {run.result?.error ? (
        <p className="runner-error" role="alert">
          {run.result.error}
        </p>
      ) : null}
      <dl className="runner-tiles">
        {tiles.map(([label, value, tone]) => (
          <div key={label} className={`runner-tile ${tone ? `runner-tile-${tone}` : ''}`}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
