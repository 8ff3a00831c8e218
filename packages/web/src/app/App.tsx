import { Shell } from './Shell.js';

/**
 * Where the features meet. features/collections and features/history mount their panels in
 * `panels`; features/environments and features/import-export mount their dialogs in `dialogs`,
 * opened by `useShell().dialog` ('environments' | 'importExport' | 'settings') and closed with
 * `useShell().closeDialog`.
 */
export function App() {
  return (
    <Shell panels={{ collections: null, history: null }}>
      <div className="workbench" />
    </Shell>
  );
}
