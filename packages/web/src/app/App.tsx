import { LoginView } from '../features/account/LoginView.js';
import { ProfileView } from '../features/account/ProfileView.js';
import { RegisterView } from '../features/account/RegisterView.js';
import { AdminPanel } from '../features/admin/AdminPanel.js';
import { CollectionsPanel } from '../features/collections/CollectionsPanel.js';
import { SaveRequestDialog } from '../features/collections/SaveRequestDialog.js';
import { EnvironmentManager } from '../features/environments/EnvironmentManager.js';
import { HistoryPanel } from '../features/history/HistoryPanel.js';
import { ImportExportDialog } from '../features/import-export/ImportExportDialog.js';
import { RunnerView } from '../features/runner/RunnerView.js';
import { OAuthManager } from '../features/oauth/OAuthManager.js';
import { SettingsDialog } from '../features/settings/SettingsDialog.js';
import { Shell } from './Shell.js';
import type { View } from './routes.js';
import { useShell } from './shellStore.js';
import { Workbench } from './Workbench.js';

/** The main area of each view; a feature adds its own case here. */
function ViewContent({ view }: { view: View }) {
  switch (view) {
    case 'runner':
      return <RunnerView />;
    case 'login':
      return <LoginView />;
    case 'register':
      return <RegisterView />;
    case 'profile':
      return <ProfileView />;
    case 'admin':
      return <AdminPanel />;
    default:
      return <Workbench />;
  }
}

/**
 * Where the features meet. features/collections and features/history mount their panels in
 * `panels`; features/environments and features/import-export mount their dialogs in `dialogs`,
 * opened by `useShell().dialog` ('environments' | 'importExport' | 'settings') and closed with
 * `useShell().closeDialog`.
 */
export function App() {
  const dialog = useShell((state) => state.dialog);
  const closeDialog = useShell((state) => state.closeDialog);
  const view = useShell((state) => state.view);
  return (
    <Shell
      panels={{ collections: <CollectionsPanel />, history: <HistoryPanel /> }}
      dialogs={
        <>
          <EnvironmentManager isOpen={dialog === 'environments'} onClose={closeDialog} />
          <ImportExportDialog isOpen={dialog === 'importExport'} onClose={closeDialog} />
          <SettingsDialog isOpen={dialog === 'settings'} onClose={closeDialog} />
          <OAuthManager isOpen={dialog === 'oauth'} onClose={closeDialog} />
          <SaveRequestDialog />
        </>
      }
    >
      <ViewContent view={view} />
    </Shell>
  );
}
