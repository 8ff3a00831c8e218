// Start Run / Stop Run and the progress line 'Running current/total requests'.
import { Play, Square } from 'lucide-react';
import { performAction } from '../../shell/actions.js';
import { Button } from '../../ui/Button.js';
import { RUNNER_ACTION } from './runnerActions.js';
import { useRunner } from './useRunner.js';

export function RunControls() {
  const running = useRunner((state) => state.run?.status === 'running');
  const current = useRunner((state) => state.run?.current ?? 0);
  const total = useRunner((state) => state.run?.total ?? 0);
  return (
    <div className="runner-controls">
      {running ? (
        <Button variant="danger" icon={<Square size={14} />} onPress={() => performAction(RUNNER_ACTION.stop)}>
          Stop Run
        </Button>
      ) : (
        <Button variant="primary" icon={<Play size={14} />} onPress={() => performAction(RUNNER_ACTION.start)}>
          Start Run
        </Button>
      )}
      {running ? (
        <div className="runner-progress" role="status">
          <span>
            Running {current}/{total} requests
          </span>
          <progress max={total} value={current} aria-label="Run progress" />
        </div>
      ) : null}
    </div>
  );
}
