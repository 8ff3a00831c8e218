// The shell's commands as registered actions: the top bar's buttons and the command
// palette perform the same things.
import {
  Activity,
  BookOpen,
  Briefcase,
  Cable,
  Palette,
  Play,
  Send,
  Server,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useThemeStore } from '../ui/theme.js';
import { ACTION, isMod, registerAction } from './actions.js';
import { useShell, type RoutedView, type ShellDialog } from './shellStore.js';

/** The views the navigation rail (the drawer on phones) leads to, in its order. */
export const SWITCHABLE_VIEWS: ReadonlyArray<{ id: RoutedView; label: string; icon: LucideIcon }> = [
  { id: 'builder', label: 'Builder', icon: Send },
  { id: 'runner', label: 'Runner', icon: Play },
  { id: 'mock', label: 'Mock Server', icon: Server },
  { id: 'team', label: 'Team', icon: Users },
  { id: 'workspace', label: 'Workspace', icon: Briefcase },
  { id: 'websocket', label: 'WebSocket', icon: Cable },
  { id: 'themes', label: 'Themes', icon: Palette },
  { id: 'analysis', label: 'Response Analysis', icon: Activity },
  { id: 'docs', label: 'Docs', icon: BookOpen },
];

const viewActionName = (view: RoutedView): string => `view:${view}`;

for (const { id, label } of SWITCHABLE_VIEWS) {
  registerAction({ name: viewActionName(id), label: `Go to ${label}`, perform: () => useShell.getState().setView(id) });
}

const dialogs: ReadonlyArray<{ name: string; label: string; dialog: ShellDialog }> = [
  { name: ACTION.openEnvironments, label: 'Open Environments', dialog: 'environments' },
  { name: ACTION.openImportExport, label: 'Open Import/Export', dialog: 'importExport' },
  { name: ACTION.openOAuth, label: 'Open OAuth 2.0 Manager', dialog: 'oauth' },
  { name: ACTION.openSettings, label: 'Open Settings', dialog: 'settings' },
];
for (const { name, label, dialog } of dialogs) {
  registerAction({ name, label, perform: () => useShell.getState().openDialog(dialog) });
}

registerAction({
  name: ACTION.toggleTheme,
  label: 'Toggle theme (light / dark)',
  perform: () => {
    const { theme, setTheme } = useThemeStore.getState();
    setTheme(theme === 'dark' ? 'light' : 'dark');
  },
});

registerAction({
  name: ACTION.toggleSidebar,
  label: 'Toggle sidebar',
  perform: () => useShell.getState().toggleSidebar(),
});

registerAction({
  name: ACTION.openCommandPalette,
  label: 'Command palette',
  shortcut: 'Ctrl+K',
  perform: () => useShell.getState().openDialog('commandPalette'),
  keyTest: (event) => isMod(event) && !event.shiftKey && event.key.toLowerCase() === 'k',
});
