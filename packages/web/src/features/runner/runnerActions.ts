// Start Run and Stop Run as registered commands: the buttons and a command palette
// perform the same thing. No shortcut: Ctrl/Cmd+Enter is the builder's Send.
import { registerAction } from '../../shell/actions.js';
import { runnerStore } from './useRunner.js';

export const RUNNER_ACTION = { start: 'startRun', stop: 'stopRun' } as const;

const running = () => runnerStore.getState().run?.status === 'running';

registerAction({
  name: RUNNER_ACTION.start,
  label: 'Start Run',
  perform: () => runnerStore.getState().start(),
  isEnabled: () => !running(),
});

registerAction({
  name: RUNNER_ACTION.stop,
  label: 'Stop Run',
  perform: () => runnerStore.getState().stop(),
  isEnabled: running,
});
