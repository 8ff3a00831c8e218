import { useShell } from '../../shell/shellStore.js';

/**
 * Runs a whole collection from outside the Runner: the Runner view opens with the collection
 * chosen and every request ticked. The runner's code loads only now, with its view.
 */
export async function runCollection(collectionId: string): Promise<void> {
  useShell.getState().setView('runner');
  const { runnerStore } = await import('../runner/useRunner.js');
  const runner = runnerStore.getState();
  runner.selectCollection(collectionId);
  runner.start();
}
