// The Collection Runner view.
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
