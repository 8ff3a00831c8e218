// One comparison: status, headers (changed and the same), total time (faster or slower, by how
// much) and the bodies side by side.
import { formatDuration } from '../shared/formatDuration.js';
import { formatPercentChange, shortId } from './analysisFormat.js';
import type { HeaderChange } from '@courier/core';
import type { Comparison } from '@courier/core/analysis-replies';
import { BodyDiffView } from './BodyDiffView.js';

function HeaderChanges({ entries }: { entries: HeaderChange[] }) {
  const differing = entries.filter((entry) => entry.state !== 'same');
  if (differing.length === 0) return null;
  return (
    <table className="analysis-table" aria-label="Header changes">
      <thead>
        <tr>
          <th scope="col">Header</th>
          <th scope="col">Response 1</th>
          <th scope="col">Response 2</th>
        </tr>
      </thead>
      <tbody>
        {differing.map((entry) => (
          <tr key={entry.name} className={`change-${entry.state}`}>
            <th scope="row" className="mono">
              {entry.name}
            </th>
            <td className="mono diff-removed">{entry.value1 ?? '—'}</td>
            <td className="mono diff-added">{entry.value2 ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ComparisonDetail({ comparison }: { comparison: Comparison }) {
  const { status, headers, performance, body } = comparison.comparison;
  const [first, second] = comparison.responses;
  const labels: [string, string] = [`Response 1 (${shortId(first)})`, `Response 2 (${shortId(second)})`];
  const total = performance.total;
  return (
    <article className="analysis-comparison" aria-label={`Comparison ${shortId(comparison.id)}`}>
      <dl className="analysis-summary">
        <div className="collab-card">
          <dt className="collab-card-text">Status</dt>
          <dd>
            <span className="mono">
              {status.value1} → {status.value2}
            </span>{' '}
            <span className={`pill ${status.equal ? 'pill-success' : 'pill-danger'}`}>
              {status.equal ? 'Same' : 'Different'}
            </span>
          </dd>
        </div>
        <div className="collab-card">
          <dt className="collab-card-text">Headers</dt>
          <dd>
            {headers.summary.changed} changed, {headers.summary.same} same
          </dd>
        </div>
        <div className="collab-card">
          <dt className="collab-card-text">Total time</dt>
          <dd>
            <span className="mono">
              {formatDuration(total.value1)} → {formatDuration(total.value2)}
            </span>{' '}
            <span className={`pill ${total.improved ? 'pill-success' : total.percentChange > 0 ? 'pill-warning' : ''}`}>
              {total.improved ? 'Improved' : total.percentChange > 0 ? 'Slower' : 'Same'}{' '}
              {formatPercentChange(total.percentChange)}
            </span>
          </dd>
        </div>
      </dl>
      <HeaderChanges entries={headers.entries} />
      <h3 className="collab-section-title">Body</h3>
      {body ? <BodyDiffView diff={body} labels={labels} /> : <p className="muted">No body comparison.</p>}
    </article>
  );
}
