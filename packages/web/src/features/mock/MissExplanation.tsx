// Why a request matched nothing: the closest route, then each criterion with what the route wanted
// and what the request had.
import type { MockMissExplanation } from '@courier/core';
import { Check, X } from 'lucide-react';

export function MissExplanation({ explanation }: { explanation: MockMissExplanation }) {
  return (
    <div className="mock-explanation">
      <p>{explanation.message}</p>
      {explanation.closest ? (
        <p className="muted">
          Closest route: <code className="mono">{`${explanation.closest.method} ${explanation.closest.path}`}</code> in{' '}
          {explanation.closest.configName}
        </p>
      ) : null}
      {explanation.criteria.length > 0 ? (
        <ul className="mock-criteria" aria-label="Match criteria">
          {explanation.criteria.map((criterion, index) => (
            <li key={index} data-ok={criterion.ok}>
              {criterion.ok ? <Check size={14} aria-label="matches" /> : <X size={14} aria-label="differs" />}
              <span>{criterion.message}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
