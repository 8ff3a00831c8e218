// One execution in full: its tests and, outside Performance Mode, the response it got.
import { wasSent, type RequestResult } from '@courier/core';
import { X } from 'lucide-react';
import { Button } from '../../ui/Button.js';
import { runnerStore } from './useRunner.js';

export function ResultDetails({ result, onClose }: { result: RequestResult; onClose: () => void }) {
  const response = runnerStore.getState().responseOf(result.id);
  return (
    <section className="runner-details" aria-label="Request details">
      <header className="runner-details-head">
        <strong>{result.name}</strong>
        <span className="muted">iteration {result.iteration + 1}</span>
        <span className="mono runner-cell-url">
          {result.method} {result.url}
        </span>
        <span className="runner-spacer" />
        <Button size="sm" variant="ghost" aria-label="Close details" onPress={onClose} icon={<X size={14} />} />
      </header>
      {result.error ? <p className="runner-error">{result.error}</p> : null}
      {result.tests.length > 0 ? (
        <ul className="runner-tests">
          {result.tests.map((test, index) => (
            <li key={index} className={test.passed ? 'runner-ok' : 'runner-bad'}>
              {test.skipped ? 'Skipped' : test.passed ? 'Passed' : 'Failed'}: {test.name}
              {test.error ? <span className="muted"> — {test.error}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {response ? (
        <pre className="runner-body mono" aria-label="Response body">
          {response.binary ? `(binary body, ${result.responseSize} bytes)` : response.body}
          {response.truncated ? '\n…' : ''}
        </pre>
      ) : (
        <p className="muted">No response body kept{wasSent(result) ? ' (Performance Mode)' : ''}.</p>
      )}
    </section>
  );
}
