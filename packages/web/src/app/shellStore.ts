import { create } from 'zustand';
import { navigate } from '../lib/navigate.js';
import { dialogAt, pathOf, searchOf, viewAt, type AddressedDialog, type RoutedView, type View } from './routes.js';

export type { RoutedView, View } from './routes.js';

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

/** Keeps the open dialog in the address without a history entry: Back leaves the view, as before. */
function showDialogInAddress(dialog: AddressedDialog | null): void {
  if (typeof window === 'undefined') return;
  const search = searchOf(dialog);
  if (window.location.search === search) return;
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${search}`);
}

if (typeof window !== 'undefined') {
  const dialog = dialogAt(window.location.search);
  if (dialog) useShell.setState({ dialog });
  window.addEventListener('popstate', () =>
    useShell.setState({ view: viewAt(window.location.pathname), dialog: dialogAt(window.location.search) }),
  );
}
