import { create } from 'zustand';
import { dialogInAddress, setDialogInAddress } from '../lib/dialogAddress.js';
import { navigate } from '../lib/navigate.js';
import { dialogAt, dialogName, pathOf, viewAt, type AddressedDialog, type RoutedView, type View } from './routes.js';

export type { RoutedView } from './routes.js';

/** The app-level dialogs opened from the top bar. */
export type ShellDialog = 'environments' | 'importExport' | 'settings' | 'oauth' | 'commandPalette';

interface ShellState {
  view: View;
  /** The sidebar as a slide-in drawer under 768 px. */
  drawerOpen: boolean;
  /** Sidebar hidden on wide screens. */
  sidebarCollapsed: boolean;
  sidebarTab: 'collections' | 'history';
  dialog: ShellDialog | null;
  setView: (view: RoutedView) => void;
  setDrawerOpen: (open: boolean) => void;
  toggleSidebar: () => void;
  setSidebarTab: (tab: 'collections' | 'history') => void;
  openDialog: (dialog: ShellDialog) => void;
  closeDialog: () => void;
}

export const useShell = create<ShellState>((set, get) => ({
  view: typeof window === 'undefined' ? 'builder' : viewAt(window.location.pathname),
  drawerOpen: false,
  sidebarCollapsed: false,
  sidebarTab: 'collections',
  dialog: null,
  // The address changes first; the popstate listener below sets `view` from it.
  setView: (view) => navigate(pathOf(view)),
  setDrawerOpen: (drawerOpen) => set({ drawerOpen }),
  toggleSidebar: () => set({ sidebarCollapsed: !get().sidebarCollapsed }),
  setSidebarTab: (sidebarTab) => set({ sidebarTab }),
  openDialog: (dialog) => {
    set({ dialog });
    showDialogInAddress(dialog === 'commandPalette' ? null : dialog);
  },
  closeDialog: () => {
    set({ dialog: null });
    showDialogInAddress(null);
  },
}));

function showDialogInAddress(dialog: AddressedDialog | null): void {
  setDialogInAddress(dialog ? dialogName(dialog) : null);
}

if (typeof window !== 'undefined') {
  const dialog = dialogAt(dialogInAddress());
  if (dialog) useShell.setState({ dialog });
  window.addEventListener('popstate', () =>
    useShell.setState({ view: viewAt(window.location.pathname), dialog: dialogAt(dialogInAddress()) }),
  );
}
