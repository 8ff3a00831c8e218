import { create } from 'zustand';

/** The views of spec 01 §2; each issue adds its own. */
export type View = 'builder';

/** The app-level dialogs opened from the top bar. */
export type ShellDialog = 'environments' | 'importExport' | 'settings';

interface ShellState {
  view: View;
  /** The sidebar as a slide-in drawer under 768 px (spec 01 §2.1). */
  drawerOpen: boolean;
  /** Sidebar hidden on wide screens. */
  sidebarCollapsed: boolean;
  sidebarTab: 'collections' | 'history';
  dialog: ShellDialog | null;
  setView: (view: View) => void;
  setDrawerOpen: (open: boolean) => void;
  toggleSidebar: () => void;
  setSidebarTab: (tab: 'collections' | 'history') => void;
  openDialog: (dialog: ShellDialog) => void;
  closeDialog: () => void;
}

export const useShell = create<ShellState>((set, get) => ({
  view: 'builder',
  drawerOpen: false,
  sidebarCollapsed: false,
  sidebarTab: 'collections',
  dialog: null,
  setView: (view) => set({ view }),
  setDrawerOpen: (drawerOpen) => set({ drawerOpen }),
  toggleSidebar: () => set({ sidebarCollapsed: !get().sidebarCollapsed }),
  setSidebarTab: (sidebarTab) => set({ sidebarTab }),
  openDialog: (dialog) => set({ dialog }),
  closeDialog: () => set({ dialog: null }),
}));
