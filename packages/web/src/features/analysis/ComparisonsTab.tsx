// The comparisons made, newest first, each named by the last 8 characters of its id; the chosen one
// is shown beside the list.
import { relativeTime } from '../shared/relativeTime.js';
import { shortId } from './analysisFormat.js';
import { ANALYSIS_TEXT } from './analysisMessages.js';
import { ComparisonDetail } from './ComparisonDetail.js';
import { useAnalysis } from './useAnalysis.js';

export function ComparisonsTab() {
  const comparisons = useAnalysis((state) => state.comparisons);
  const openId = useAnalysis((state) => state.openComparisonId);
  const open = useAnalysis((state) => state.openComparison);
  if (comparisons.length === 0)
    return <p className="collab-panel collab-empty muted">{ANALYSIS_TEXT.emptyComparisons}</p>;
  const shown = comparisons.find((comparison) => comparison.id === openId) ?? comparisons[0];
  return (
    <div className="collab-panel analysis-split">
      <ul className="collab-list analysis-side-list" aria-label="Comparisons">
        {comparisons.map((comparison) => {
          const { status, headers } = comparison.comparison;
          const current = comparison.id === shown?.id;
          return (
            <li key={comparison.id} className="collab-row" data-selected={current}>
              <button
                type="button"
                className="analysis-list-button"
                aria-current={current}
                onClick={() => open(comparison.id)}
              >
                <span className="collab-row-title mono">{shortId(comparison.id)}</span>
                <span className="collab-row-text">
                  {shortId(comparison.responses[0])} vs {shortId(comparison.responses[1])} · {status.value1} →{' '}
                  {status.value2}
                  {headers.hasChanges ? ', headers differ' : ''} · {relativeTime(comparison.metadata.comparedAt)}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {shown ? <ComparisonDetail comparison={shown} /> : null}
    </div>
  );
}
