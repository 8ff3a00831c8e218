import { summarizeTests, type TestResult } from '@courier/core';
import { CheckCircle2, CircleSlash, XCircle } from 'lucide-react';

/** The Tests tab: each test with its outcome, and the summary. */
export function TestsView({ tests }: { tests: readonly TestResult[] }) {
  if (tests.length === 0) return <p className="empty-state">No tests were executed</p>;
  const summary = summarizeTests(tests);
  return (
    <div className="tests-view">
      <div className="tests-summary">
        <span className="status-2xx">{summary.passed} passed</span>
        <span className={summary.failed > 0 ? 'status-4xx' : 'muted'}>{summary.failed} failed</span>
        <span className="muted">
          {summary.total} total · {summary.passRate}%
        </span>
      </div>
      <ul className="tests-list">
        {tests.map((test, index) => (
          <li
            key={`${test.name}-${index}`}
            className={`test-row ${test.skipped ? 'test-skipped' : test.passed ? 'test-pass' : 'test-fail'}`}
          >
            {test.skipped ? (
              <CircleSlash size={15} aria-label="skipped" />
            ) : test.passed ? (
              <CheckCircle2 size={15} aria-label="passed" />
            ) : (
              <XCircle size={15} aria-label="failed" />
            )}
            <span className="test-name">{test.name}</span>
            {test.error ? <span className="test-error mono">{test.error}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
