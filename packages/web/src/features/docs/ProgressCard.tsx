import type { Progress } from './progress.js';

/** A page's steps completed and the share done, with a congratulation once all are. */
export function ProgressCard({ progress }: { progress: Progress }) {
  return (
    <section className="docs-card docs-progress-card" aria-label="Your progress">
      <h2 className="docs-card-title">Your progress</h2>
      <p>
        {progress.completed} of {progress.total} steps completed
      </p>
      <div
        className="docs-progress-bar"
        role="progressbar"
        aria-label="Page progress"
        aria-valuenow={progress.percent}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div style={{ width: `${progress.percent}%` }} />
      </div>
      <p className="docs-progress-percent">{progress.percent}% complete</p>
      {progress.total > 0 && progress.percent === 100 ? (
        <p className="docs-congratulation" role="status">
          Congratulations! You have completed every step of this page.
        </p>
      ) : null}
    </section>
  );
}
