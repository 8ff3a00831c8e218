// The Collection Runner view (spec 01 §2.6, issue 7 §1).
import { RunResults } from './RunResults.js';
import { RunSetup } from './RunSetup.js';
import './runner.css';

export function RunnerView() {
  return (
    <div className="runner">
      <RunSetup />
      <RunResults />
    </div>
  );
}
