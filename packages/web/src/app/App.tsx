import { CollectionsPanel } from '../features/collections/CollectionsPanel.js';
import { SaveRequest } from '../features/collections/SaveRequest.js';
import { UnsavedCollectionsBanner } from '../features/collections/UnsavedCollectionsBanner.js';
import { retrySavingCollections } from '../features/collections/useCollections.js';
import { WhenCollectionsLoaded } from '../features/collections/WhenCollectionsLoaded.js';
import { OpenRepositoryDialogPlace, RepositorySource, useRepositoryOpen } from '../features/files/RepositoryPlaces.js';
import '../shell/shellActions.js';
import { Shell } from './Shell.js';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import type { View } from '../shell/routes.js';
import { useShell } from '../shell/shellStore.js';
import { NotFoundView } from './NotFoundView.js';
import { Workbench } from './Workbench.js';
import { preloadable } from '../lib/preloadable.js';
import { ExampleAddress } from '../features/examples/ExampleAddress.js';
import { openHistoryItem } from '../features/builder/restoreHistoryItem.js';

// Only the Builder is in the JavaScript the workbench starts with: every other view and the
// heavier dialogs load when first opened.
// The History tab of the sidebar: the Collections tab is the one the workbench opens on.
const { Component: HistoryPanel, preload: loadHistoryPanel } = preloadable(() =>
  import('../features/history/HistoryPanel.js').then((m) => m.HistoryPanel),
);
const RunnerView = lazy(() => import('../features/runner/RunnerView.js').then((m) => ({ default: m.RunnerView })));
const LoginView = lazy(() => import('../features/account/LoginView.js').then((m) => ({ default: m.LoginView })));
const RegisterView = lazy(() =>
  import('../features/account/RegisterView.js').then((m) => ({ default: m.RegisterView })),
);
const ProfileView = lazy(() => import('../features/account/ProfileView.js').then((m) => ({ default: m.ProfileView })));
const MockView = lazy(() => import('../features/mock/MockView.js').then((m) => ({ default: m.MockView })));
const TeamView = lazy(() => import('../features/team/TeamView.js').then((m) => ({ default: m.TeamView })));
const WorkspaceView = lazy(() =>
  import('../features/workspace/WorkspaceView.js').then((m) => ({ default: m.WorkspaceView })),
);
const ThemesView = lazy(() => import('../features/themes/ThemesView.js').then((m) => ({ default: m.ThemesView })));
const WebSocketView = lazy(() =>
  import('../features/websocket/WebSocketView.js').then((m) => ({ default: m.WebSocketView })),
);
const AnalysisView = lazy(() =>
  import('../features/analysis/AnalysisView.js').then((m) => ({ default: m.AnalysisView })),
);
const DocsView = lazy(() => import('../features/docs/DocsView.js').then((m) => ({ default: m.DocsView })));
const AdminPanel = lazy(() => import('../features/admin/AdminPanel.js').then((m) => ({ default: m.AdminPanel })));
const OAuthManager = lazy(() => import('../features/oauth/OAuthManager.js').then((m) => ({ default: m.OAuthManager })));
const ImportExportDialog = lazy(() =>
  import('../features/import-export/ImportExportDialog.js').then((m) => ({ default: m.ImportExportDialog })),
);
const EnvironmentManager = lazy(() =>
  import('../features/environments/EnvironmentManager.js').then((m) => ({ default: m.EnvironmentManager })),
);
const SettingsDialog = lazy(() =>
  import('../features/settings/SettingsDialog.js').then((m) => ({ default: m.SettingsDialog })),
);
// Ctrl/Cmd+K opens the palette at once: its module, not in the first load, is fetched once the
// browser is idle after the workbench has started.
const { Component: CommandPalette, preload: loadCommandPalette } = preloadable(() =>
  import('../features/palette/CommandPalette.js').then((m) => m.CommandPalette),
);

// The dialogs that edit a workspace's content are fetched the same way: edits made while the server
// cannot be reached are kept (lib/pendingEdits), and the dialogs that make them must open then too.
// The sidebar's History tab comes with them, so it shows at once when chosen.
const EDITING_MODULES = [
  loadHistoryPanel,
  loadCommandPalette,
  () => import('../features/environments/EnvironmentManager.js'),
  () => import('../features/settings/SettingsDialog.js'),
  () => import('../features/collections/CollectionDialogs.js'),
  () => import('../features/collections/SaveRequestDialog.js'),
  () => import('../features/collections/WorkspaceDialogs.js'),
  () => import('../features/builder/TeammateChangeBar.js'),
  () => import('../features/builder/AuthDialog.js'),
  () => import('../features/builder/PreviewPanel.js'),
  () => import('../features/collections/SyncOpenApiDialog.js'),
  () => import('../features/collections/ContainerSettingsDialog.js'),
];

function usePaletteWarmed() {
  useEffect(() => {
    // A failed fetch here is tried again when the dialog opens.
    const warm = () => {
      for (const load of EDITING_MODULES) void load().catch(() => undefined);
    };
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(warm, { timeout: 3000 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(warm, 1000);
    return () => clearTimeout(timer);
  }, []);
}

function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<div className="view-loading muted">Loading…</div>}>{children}</Suspense>;
}

/** The main area of each view; a feature adds its own case here. */
function ViewContent({ view }: { view: View }) {
  switch (view) {
    case 'runner':
      return <RunnerView />;
    case 'mock':
      return <MockView />;
    case 'team':
      return <TeamView />;
    case 'workspace':
      return <WorkspaceView />;
    case 'themes':
      return <ThemesView />;
    case 'websocket':
      return <WebSocketView />;
    case 'analysis':
      return <AnalysisView />;
    case 'docs':
      return <DocsView />;
    case 'example':
      return <ExampleAddress />;
    case 'login':
      return <LoginView />;
    case 'register':
      return <RegisterView />;
    case 'profile':
      return <ProfileView />;
    case 'admin':
      return <AdminPanel />;
    case 'notFound':
      return <NotFoundView />;
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
  const repositoryOpen = useRepositoryOpen();
  usePaletteWarmed();
  return (
    <Shell
      panels={{
        collections: (
          <WhenCollectionsLoaded>
            <CollectionsPanel source={repositoryOpen ? <RepositorySource /> : undefined} />
          </WhenCollectionsLoaded>
        ),
        history: (
          <Suspense fallback={null}>
            <HistoryPanel onOpen={openHistoryItem} />
          </Suspense>
        ),
      }}
      notices={<UnsavedCollectionsBanner retry={retrySavingCollections} />}
      dialogs={
        <>
          {dialog === 'environments' ? (
            <Suspense fallback={null}>
              <EnvironmentManager isOpen onClose={closeDialog} />
            </Suspense>
          ) : null}
          {dialog === 'importExport' ? (
            <Suspense fallback={null}>
              <ImportExportDialog isOpen onClose={closeDialog} />
            </Suspense>
          ) : null}
          {dialog === 'settings' ? (
            <Suspense fallback={null}>
              <SettingsDialog isOpen onClose={closeDialog} />
            </Suspense>
          ) : null}
          {dialog === 'oauth' ? (
            <Suspense fallback={null}>
              <OAuthManager isOpen onClose={closeDialog} />
            </Suspense>
          ) : null}
          <SaveRequest />
          <OpenRepositoryDialogPlace />
          {dialog === 'commandPalette' ? (
            <Suspense fallback={null}>
              <CommandPalette isOpen onClose={closeDialog} />
            </Suspense>
          ) : null}
        </>
      }
    >
      <Loading>
        <ViewContent view={view} />
      </Loading>
    </Shell>
  );
}
