// Save Request where the app mounts it: registers the shared `save` and `saveAs` actions, so the
// builder's Save button and Ctrl/Cmd+S agree, and shows the dialog, loaded the first time it opens.
import { lazy, Suspense, useEffect } from 'react';
import { ACTION, isMod, registerAction } from '../../shell/actions.js';
import { saveCurrentRequest, saveCurrentRequestAs, useSaveDialog } from './saveCurrentRequest.js';

const SaveRequestDialog = lazy(() => import('./SaveRequestDialog.js').then((m) => ({ default: m.SaveRequestDialog })));

export function SaveRequest() {
  const isOpen = useSaveDialog((state) => state.isOpen);

  useEffect(() => {
    const unregisterSave = registerAction({
      name: ACTION.save,
      label: 'Save request',
      shortcut: 'Ctrl+S',
      perform: () => saveCurrentRequest(),
      keyTest: (event) => isMod(event) && !event.shiftKey && event.key.toLowerCase() === 's',
    });
    const unregisterSaveAs = registerAction({
      name: ACTION.saveAs,
      label: 'Save request as…',
      shortcut: 'Ctrl+Shift+S',
      perform: saveCurrentRequestAs,
      keyTest: (event) => isMod(event) && event.shiftKey && event.key.toLowerCase() === 's',
    });
    return () => {
      unregisterSave();
      unregisterSaveAs();
    };
  }, []);

  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <SaveRequestDialog />
    </Suspense>
  );
}
