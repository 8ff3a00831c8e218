import { useStore } from 'zustand';
import { live } from '../../lib/live/live.js';
import { toast } from '../../ui/toasts.js';
import { downloadFile } from '../../lib/downloadFile.js';
import { createWorkspaceStore, type WorkspaceState } from './workspaceStore.js';
import { workspacesApi } from './workspacesApi.js';
import { showWorkspace } from './workspaceSource.js';

export const workspaceStore = createWorkspaceStore({
  api: workspacesApi,
  live,
  toast,
  save: ({ name, text }) => downloadFile({ fileName: name, text }),
  switched: (workspace) => void showWorkspace(workspace),
});

export function useWorkspace<T>(selector: (state: WorkspaceState) => T): T {
  return useStore(workspaceStore, selector);
}
