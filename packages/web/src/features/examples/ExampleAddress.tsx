// The former Example view's address, /example, kept for bookmarks and links: it opens the example
// last in front (or last opened) in its tab in the workbench, or the workbench when none is open.
import { useEffect } from 'react';
import { useShell } from '../../shell/shellStore.js';
import { openExample, useExampleTabs } from './exampleTabs.js';

export function ExampleAddress() {
  useEffect(() => {
    const { active, open } = useExampleTabs.getState();
    const at = active ?? open.at(-1);
    if (at) openExample(at);
    else useShell.getState().setView('builder');
  }, []);
  return null;
}
