// The right half of the Runner view: summary, Performance Mode figures and per-request results,
// with the failures one click away.
import { useMemo, useState } from 'react';
import { PerformancePanel } from './PerformancePanel.js';
import { ResultDetails } from './ResultDetails.js';
import { ResultsTable } from './ResultsTable.js';
import { RunSummary } from './RunSummary.js';
import { useRunner } from './useRunner.js';

export function RunResults() {
  const run = useRunner((state) => state.run);
  const [failedOnly, setFailedOnly] = useState(false);
  const [selectedId, setSelectedId] = useState<string>();
  const results = run?.results;
  const shown = useMemo(
    () => (results && failedOnly ? results.filter((result) => !result.success) : (results ?? [])),
    [results, failedOnly],
  );
  if (!run) {
    return (
      <section className="runner-results empty-state" aria-label="Run results">
        <p>No run yet.</p>
        <p className="muted">Choose a collection, tick its requests and press Start Run; results appear here.</p>
      </section>
    );
  }
  const failures = run.results.length - run.results.filter((result) => result.success).length;
  const selected = selectedId ? run.results.find((result) => result.id === selectedId) : undefined;
  // Performance Mode shows figures while running; the rows come once the run is over.
  const showRows = !run.performanceMode || run.status !== 'running';
  return (
    <section className="runner-results" aria-label="Run results">
      <RunSummary run={run} />
      {run.performanceMode ? <PerformancePanel results={run.results} /> : null}
      {showRows ? (
        <>
          <div className="runner-filter">
            <label className="runner-check">
              <input type="checkbox" checked={failedOnly} onChange={(event) => setFailedOnly(event.target.checked)} />
              Failed only <span className={failures > 0 ? 'runner-bad' : 'muted'}>({failures})</span>
            </label>
            <span className="muted">
              {shown.length} of {run.results.length} shown
            </span>
          </div>
          <ResultsTable results={shown} selectedId={selectedId} onSelect={setSelectedId} />
          {selected ? <ResultDetails result={selected} onClose={() => setSelectedId(undefined)} /> : null}
        </>
      ) : null}
    </section>
  );
}
