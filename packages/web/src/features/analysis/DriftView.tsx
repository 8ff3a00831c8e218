// How a response differs from its request's baseline, once the volatile parts (ids, timestamps,
// Date headers) are set aside: expected when nothing else changed, unexpected otherwise.
import { shortId } from './analysisFormat.js';
import type { DriftReply } from '@courier/core/analysis-replies';
import { BodyDiffView } from './BodyDiffView.js';

export function DriftView({ reply }: { reply: DriftReply }) {
  if (reply === null) {
    return <p className="muted">This request has no baseline yet. Mark one of its responses as the baseline.</p>;
  }
  const { drift, baselineId } = reply;
  const labels: [string, string] = [`Baseline (${shortId(baselineId)})`, 'This response'];
  const body = Array.isArray(drift.bodyChanges)
    ? { kind: 'json' as const, changes: drift.bodyChanges, equal: drift.bodyChanges.length === 0 }
    : drift.bodyChanges;
  const headerChanges = drift.headerChanges.filter((change) => change.state !== 'same');
  return (
    <section className="analysis-drift" aria-label="Drift from baseline">
      <p>
        <span className={`pill ${drift.unexpected ? 'pill-danger' : 'pill-success'}`}>
          {drift.unexpected ? 'Unexpected drift' : 'No unexpected drift'}
        </span>{' '}
        <span className="muted">against baseline {shortId(baselineId)}</span>
      </p>
      {drift.status ? (
        <p>
          Status {drift.status.baseline} → {drift.status.current}
        </p>
      ) : null}
      {headerChanges.length > 0 ? (
        <ul className="analysis-problems" aria-label="Header drift">
          {headerChanges.map((change) => (
            <li key={change.name}>
              <code>{change.name}</code> {change.state}: {change.value1 ?? '—'} → {change.value2 ?? '—'}
            </li>
          ))}
        </ul>
      ) : null}
      <BodyDiffView diff={body} labels={labels} />
    </section>
  );
}
