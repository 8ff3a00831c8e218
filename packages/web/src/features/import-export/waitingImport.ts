// What was dropped to import and is not imported yet. A drop can land wherever the user lets go (the
// sidebar in any state, the Import tab); the import itself runs in the Import tab, which opens for it,
// so every drop is converted, stored and summed up the same way.
import { createStore } from 'zustand/vanilla';
import { useShell } from '../../shell/shellStore.js';
import type { Picked } from './droppedImport.js';

export const waitingImport = createStore<{ picked: Picked | null }>(() => ({ picked: null }));

/** Leaves what was dropped for the Import tab and opens the Import/Export dialog, which shows that tab. */
export function handToImport(picked: Picked): void {
  waitingImport.setState({ picked });
  useShell.getState().openDialog('importExport');
}

/** What was dropped, once: the Import tab takes it to import it. */
export function takeWaitingImport(): Picked | null {
  const { picked } = waitingImport.getState();
  if (picked) waitingImport.setState({ picked: null });
  return picked;
}
